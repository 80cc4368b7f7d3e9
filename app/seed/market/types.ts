// The shapes of the demo market's hand-written catalogue, which ../projects.ts draws listings from.
import type { AgentFocusId } from "~/data/agent-foci";

/** One kind of seat agents list (Java の業務システム開発, SAP FI/CO コンサル, Unity のゲーム開発 …). */
export type RoleTemplate = {
  key: string;
  /** How often agents list this kind of seat, relative to the others. */
  weight: number;
  /** 職種 ids (app/data/job-types.ts): a listing takes the first, sometimes also the second. */
  jobTypeIds: number[];
  /** How a title names the seat: 「バックエンドエンジニア」「サーバーサイド開発」「PMO」. */
  seats: string[];
  /** Skills that go together, exact names from app/data/skills.ts, the main one first (2–4 each). */
  stacks: string[][];
  /** Skills that often come with them, asked as required or 歓迎 (exact names, 4–10). */
  extras: string[];
  /** A mid-level person's monthly price in 万円, [low, high]. */
  price: [number, number];
  /** Shares of listings that are full remote, and partly remote (the rest on site). */
  remote: { full: number; partly: number };
  /** Where such seats are: an industry (app/data/industries.ts) with clients and systems that fit this seat. */
  projects: Array<{ industryId: number; clients: string[]; systems: string[] }>;
  /** The phases such a seat is listed for: 新規開発, 追加開発, リプレイス, 保守運用, 要件定義, 導入支援 … */
  phases: string[];
  /** What the person does, one line each as agents write 【業務内容】 (6–8). */
  tasks: string[];
  /** Experience required besides the skills (3–5): 「要件定義からの経験」「顧客折衝の経験」. */
  required: string[];
  /** Welcome experience (3–5): 「金融系システムの経験」「リーダー経験」. */
  welcome: string[];
};

export type AgentSize = "large" | "medium" | "small";

/** A demo agent's character: who it is and what its listings look like. */
export type AgentProfile = {
  name: string;
  nameKana: string;
  companyName: string;
  /** One line of its own (no two agents share one). */
  catchCopy: string;
  description: string;
  strengths: string[];
  headOffice: string;
  /** Its offices, the head office first: 「東京（本社）」「大阪」. */
  offices: string[];
  establishedYear: number;
  focus: AgentFocusId;
  /** A region it is strong in (its listings lean there): a prefecture id, or null for nationwide/Tokyo. */
  regionPrefectureId: number | null;
  size: AgentSize;
  /** Its prices against the market: 0.9 (cheaper, more junior seats) … 1.15 (エンド直, 高単価). */
  priceLevel: number;
  /** The margin it publishes, or null when it publishes none. */
  marginPercent: number | null;
};
