// Demo agents and project listings that read like real Japanese freelance listings.
// Everything is derived from the seed and `now`, so a run is reproducible.
import { PriceUnit, RemoteType, StartTiming, WorkStyle, ProjectOpenState, ContractStatus, DeleteFlag } from "~/constants";
import type { Agent, Project } from "~/db/schema";
import { PREFECTURES } from "~/data/prefectures";
import { STATIONS } from "~/data/stations";
import { skillByName } from "~/data/skills";
import { CHARACTERISTICS } from "~/data/characteristics";
import type { ListingDetailRow, ListingLinkRow, ListingSkillRow } from "~/models/listing/rows";
import { listingMentions } from "~/ingest/mapping";
import { CharacteristicId, fromMonthly, HIGH_PRICE_MONTHLY, listingCharacteristics, monthlyPrice, SkillRequirement } from "~/models/listing/rules";
import { AGENT_FOCI, type AgentFocusId } from "~/data/agent-foci";
import type { Random } from "./random";

// Demo agents have no logo image: the site draws each one a mark (components/agent-logo).
export type DemoAgent = Omit<Agent, "is_published" | "logo_url"> & { established_year: number };

export type DemoProject = {
  /** The columns left to their defaults (url, hashes, group, freshness marks) are not generated. */
  project: Omit<Project, "url" | "content_hash" | "group_id" | "stale" | "reopened_at"> & {
    prefecture_id: number;
    workdays_min: number;
    workdays_max: number;
  };
  detail: ListingDetailRow;
  skills: ListingSkillRow[];
  jobTypes: ListingLinkRow[];
  industries: ListingLinkRow[];
  characteristics: ListingLinkRow[];
};

const AGENT_HEADS = [
  ["テック", "てっく"],
  ["エンジニア", "えんじにあ"],
  ["クラウド", "くらうど"],
  ["コード", "こーど"],
  ["デジタル", "でじたる"],
  ["ネクスト", "ねくすと"],
  ["スマート", "すまーと"],
  ["プロ", "ぷろ"],
  ["アイティ", "あいてぃ"],
  ["キャリア", "きゃりあ"],
  ["ワーク", "わーく"],
  ["フリー", "ふりー"],
] as const;
const AGENT_TAILS = [
  ["ブリッジ", "ぶりっじ"],
  ["リンク", "りんく"],
  ["スタイル", "すたいる"],
  ["ファクトリー", "ふぁくとりー"],
  ["パートナーズ", "ぱーとなーず"],
  ["ゲート", "げーと"],
  ["ステージ", "すてーじ"],
  ["ベース", "べーす"],
  ["ナビ", "なび"],
  ["フロンティア", "ふろんてぃあ"],
  ["ポート", "ぽーと"],
] as const;
/** What each focus is strong in, as the agent's catch copy says it. */
const FOCUS_STRENGTH: Record<AgentFocusId, string> = {
  "high-price": "エンド直案件の比率が高く、商流の浅い高単価案件",
  remote: "フルリモート・リモート可の案件",
  "short-week": "週2〜3日から参画できる柔軟な案件",
  beginner: "実務経験1〜3年の方でも挑戦しやすい案件",
  erp: "SAPや基幹システムの大型案件",
  creative: "Webデザイン・UI/UXなどクリエイター向けの案件",
  upstream: "上流工程やPM・PMOのポジション",
  infra: "インフラ・クラウドの構築案件",
  data: "AI・データ分析領域の先端案件",
  web: "Web系自社サービスの開発案件",
};
const AGENT_SUPPORTS = [
  "専任のキャリアアドバイザーが参画後も定期的に面談し、契約更新や単価交渉を代行します。",
  "確定申告や福利厚生のサポートが充実しており、初めてフリーランスになる方も安心です。",
  "最短で翌日に面談を設定でき、稼働開始までのスピードに定評があります。",
  "支払サイトは月末締め翌月15日払いで、資金繰りの不安を減らせます。",
  "独自の福利厚生パッケージで、健康診断や会計ソフトの優待を受けられます。",
];
const SUPPORT_STRENGTHS = [
  "参画後も担当者が定期面談を行い、契約更新や単価の見直しを交渉",
  "スキルシートの添削と企業ごとの面談対策",
  "支払サイト最短15日、報酬の前払い制度あり",
  "提携税理士による確定申告の相談会を毎年開催",
  "健康診断・会計ソフト・コワーキングスペースの優待",
  "案件終了の1か月前から次の案件を提案",
  "オンライン面談に対応し、全国どこからでも登録可能",
];
const HEAD_OFFICES = [
  ["東京都渋谷区渋谷2丁目", "東京"],
  ["東京都港区六本木1丁目", "東京"],
  ["東京都千代田区丸の内1丁目", "東京"],
  ["東京都新宿区西新宿1丁目", "東京"],
  ["東京都品川区大崎1丁目", "東京"],
  ["東京都中央区日本橋2丁目", "東京"],
  ["大阪府大阪市北区梅田2丁目", "大阪"],
  ["愛知県名古屋市中村区名駅3丁目", "名古屋"],
  ["福岡県福岡市中央区天神1丁目", "福岡"],
] as const;
const BRANCH_CITIES = ["東京", "大阪", "名古屋", "福岡", "札幌", "仙台", "広島"];

/** A demo agent's focus: the ten foci in turn, so every focus has a dozen agents. */
export const demoAgentFocus = (agentId: number): AgentFocusId => AGENT_FOCI[(agentId - 1) % AGENT_FOCI.length].id;

export function generateAgents(random: Random, count: number, now: Date): DemoAgent[] {
  const agents: DemoAgent[] = [];
  for (let i = 0; i < count; i++) {
    const [head, headKana] = AGENT_HEADS[i % AGENT_HEADS.length];
    const [tail, tailKana] = AGENT_TAILS[Math.floor(i / AGENT_HEADS.length) % AGENT_TAILS.length];
    const round = Math.floor(i / (AGENT_HEADS.length * AGENT_TAILS.length));
    const suffix = round === 0 ? "" : ` ${["エージェント", "フリーランス", "for Engineers", "プラス"][round % 4]}`;
    const strength = FOCUS_STRENGTH[demoAgentFocus(i + 1)];
    const support = random.pick(AGENT_SUPPORTS);
    const year = random.int(2005, 2022);
    const created = new Date(now.getTime() - random.int(200, 2000) * 86_400_000).toISOString();
    const [headOffice, headCity] = random.pick(HEAD_OFFICES);
    const branches = random.sample(
      BRANCH_CITIES.filter((c) => c !== headCity),
      random.int(0, 3),
    );
    agents.push({
      id: i + 1,
      name: `${head}${tail}${suffix}`,
      name_kana: `${headKana}${tailKana}`,
      catch_copy: `${strength}に強いフリーランスエージェント`,
      description:
        `${head}${tail}${suffix}は、ITエンジニア・クリエイターのためのフリーランスエージェントです。` +
        `${strength}を数多く保有しており、これまでに${random.int(3, 40) * 100}名以上のフリーランスの参画を支援してきました。` +
        support,
      url: `https://agent-${i + 1}.example.jp/`,
      // Where the site sends the applications to this agent (issue 11).
      contact_email: `entry@agent-${i + 1}.example.jp`,
      established_year: year,
      company_name: `株式会社${head}${tail}`,
      head_office: headOffice,
      offices: [`${headCity}（本社）`, ...branches].join("\n"),
      strengths: [`${strength}を多数保有`, ...random.sample(SUPPORT_STRENGTHS, 2)].join("\n"),
      // About four in ten agents publish their margin, as in the real market.
      margin_percent: random.chance(0.4) ? random.int(8, 25) : null,
      created_at: created,
      updated_at: created,
      // The demo agents' full feeds were read when the demo data was made: their listings are confirmed then.
      feed_confirmed_at: now.toISOString(),
    });
  }
  return agents;
}

/** Whether a listing is the kind an agent of this focus holds many of. */
function suitsFocus(focus: AgentFocusId, listing: { role: string; monthlyYen: number; remoteType: number; workdaysMin: number }): boolean {
  switch (focus) {
    case "high-price":
      return listing.monthlyYen >= HIGH_PRICE_MONTHLY;
    case "remote":
      return listing.remoteType === RemoteType.fullRemote || listing.remoteType === RemoteType.remoteOk;
    case "short-week":
      return listing.workdaysMin <= 3;
    case "beginner":
      return listing.monthlyYen <= 600_000;
    case "erp":
      return listing.role === "SAP導入支援" || listing.role === "業務システム開発";
    case "creative":
      return listing.role === "UI/UXデザイン" || listing.role === "ゲーム開発";
    case "upstream":
      return listing.role === "プロジェクトマネジメント" || listing.role === "PMO支援";
    case "infra":
      return ["インフラ構築", "ネットワーク構築", "社内インフラ運用"].includes(listing.role);
    case "data":
      return listing.role === "データ分析基盤" || listing.role === "機械学習モデル開発";
    case "web":
      return ["バックエンド開発", "フロントエンド開発", "スマートフォンアプリ開発"].includes(listing.role);
  }
}

/** Most listings go to an agent whose focus suits them, so each agent's numbers show its focus; the rest anywhere. */
function pickAgent(random: Random, agentCount: number, listing: Parameters<typeof suitsFocus>[1]): number {
  const suited = AGENT_FOCI.map((f, i) => ({ id: f.id, first: i + 1 })).filter((f) => f.first <= agentCount && suitsFocus(f.id, listing));
  if (suited.length === 0 || random.chance(0.3)) return 1 + Math.floor(random.next() * agentCount);
  const { first } = random.pick(suited);
  const ofFocus = Math.floor((agentCount - first) / AGENT_FOCI.length) + 1;
  return first + random.int(0, ofFocus - 1) * AGENT_FOCI.length;
}

type Role = {
  jobTypeIds: number[];
  label: string;
  skillSets: string[][];
  extraSkills: string[];
  basePrice: [number, number]; // 万円/月
  tasks: string[];
  welcome: string[];
};

const ROLES: Role[] = [
  {
    jobTypeIds: [5, 6],
    label: "バックエンド開発",
    basePrice: [60, 95],
    skillSets: [
      ["Java", "Spring Boot"],
      ["PHP", "Laravel"],
      ["Python", "Django"],
      ["Python", "FastAPI"],
      ["Ruby", "Ruby on Rails"],
      ["Go", "Gin"],
      ["C#", ".NET"],
      ["Kotlin", "Spring Boot"],
      ["Scala", "Play Framework"],
      ["TypeScript", "NestJS"],
      ["PHP", "CakePHP"],
      ["Java", "Struts"],
    ],
    extraSkills: ["MySQL", "PostgreSQL", "Oracle", "AWS", "Docker", "Redis", "Git", "Linux", "GraphQL"],
    tasks: [
      "APIの設計・実装",
      "既存機能の改修とリファクタリング",
      "バッチ処理の開発",
      "単体テスト・結合テストの作成",
      "コードレビュー",
      "パフォーマンスチューニング",
    ],
    welcome: ["マイクロサービス設計の経験", "クラウド環境での開発経験", "大規模トラフィックの運用経験", "テックリードの経験"],
  },
  {
    jobTypeIds: [4],
    label: "フロントエンド開発",
    basePrice: [60, 90],
    skillSets: [
      ["TypeScript", "React"],
      ["TypeScript", "Next.js"],
      ["JavaScript", "Vue.js"],
      ["TypeScript", "Nuxt.js"],
      ["TypeScript", "Angular"],
      ["JavaScript", "jQuery"],
      ["TypeScript", "Svelte"],
    ],
    extraSkills: ["HTML", "CSS", "Sass", "Tailwind CSS", "Redux", "GraphQL", "Figma", "Git"],
    tasks: ["画面の設計・実装", "UIコンポーネントの共通化", "APIとの連携実装", "フロントエンドのテスト整備", "表示速度の改善", "デザイナーとの仕様調整"],
    welcome: ["デザインシステムの構築経験", "アクセシビリティ対応の経験", "SSR/SSGの知見", "BFFの開発経験"],
  },
  {
    jobTypeIds: [7],
    label: "スマートフォンアプリ開発",
    basePrice: [65, 95],
    skillSets: [
      ["Swift", "SwiftUI"],
      ["Kotlin", "Jetpack Compose"],
      ["Dart", "Flutter"],
      ["TypeScript", "React Native"],
      ["Objective-C", "Swift"],
    ],
    extraSkills: ["Firebase", "Git", "GraphQL", "AWS"],
    tasks: ["iOS/Androidアプリの新機能開発", "既存アプリの改修", "ストア申請対応", "API連携の実装", "クラッシュ分析と改善"],
    welcome: ["アプリのリリース経験", "決済機能の実装経験", "チームリードの経験"],
  },
  {
    jobTypeIds: [8, 12],
    label: "インフラ構築",
    basePrice: [60, 95],
    skillSets: [
      ["AWS", "Terraform"],
      ["Google Cloud", "Kubernetes"],
      ["Microsoft Azure", "Windows Server"],
      ["AWS", "Docker"],
      ["Linux", "Ansible"],
      ["AWS", "Kubernetes"],
    ],
    extraSkills: ["Linux", "Datadog", "GitHub Actions", "Nginx", "Zabbix", "Prometheus", "Shell", "Python"],
    tasks: [
      "クラウド環境の設計・構築",
      "IaCによる環境のコード化",
      "CI/CDパイプラインの構築",
      "監視設計と運用改善",
      "セキュリティ対策の実施",
      "オンプレミスからの移行",
    ],
    welcome: ["AWS認定資格", "SRE領域の経験", "大規模システムの運用経験"],
  },
  {
    jobTypeIds: [10],
    label: "ネットワーク構築",
    basePrice: [50, 75],
    skillSets: [
      ["Cisco", "Linux"],
      ["Cisco", "VMware"],
      ["Windows Server", "Active Directory"],
    ],
    extraSkills: ["Zabbix", "Shell", "AWS"],
    tasks: ["ネットワークの設計・構築", "拠点間VPNの構築", "機器の設定変更と検証", "障害対応と運用手順の整備"],
    welcome: ["CCNA/CCNPの資格", "データセンターでの作業経験"],
  },
  {
    jobTypeIds: [15, 16],
    label: "データ分析基盤",
    basePrice: [65, 100],
    skillSets: [
      ["Python", "pandas"],
      ["SQL", "BigQuery"],
      ["Python", "Spark"],
      ["Scala", "Spark"],
      ["SQL", "Snowflake"],
    ],
    extraSkills: ["Google Cloud", "AWS", "Tableau", "Power BI", "Amazon Redshift"],
    tasks: ["データパイプラインの設計・構築", "分析用データマートの整備", "KPIダッシュボードの作成", "データ品質の監視", "分析要件のヒアリング"],
    welcome: ["統計学の知識", "機械学習モデルの運用経験", "dbtの利用経験"],
  },
  {
    jobTypeIds: [17],
    label: "機械学習モデル開発",
    basePrice: [75, 120],
    skillSets: [
      ["Python", "PyTorch"],
      ["Python", "TensorFlow"],
      ["Python", "scikit-learn"],
    ],
    extraSkills: ["AWS", "Google Cloud", "Docker", "SQL", "pandas"],
    tasks: ["機械学習モデルの開発・評価", "LLMを活用した機能のPoC", "学習パイプラインの構築", "推論APIの実装", "精度改善の分析"],
    welcome: ["論文実装の経験", "MLOpsの経験", "自然言語処理の知見"],
  },
  {
    jobTypeIds: [22, 24],
    label: "プロジェクトマネジメント",
    basePrice: [80, 130],
    skillSets: [
      ["Java", "Jira"],
      ["AWS", "Jira"],
      ["SAP", "Jira"],
      ["Salesforce", "Jira"],
    ],
    extraSkills: ["Oracle", "Microsoft Azure", "Git"],
    tasks: ["プロジェクト計画の策定と進捗管理", "ベンダーコントロール", "要件定義の取りまとめ", "ステークホルダーとの調整", "リスク・課題管理"],
    welcome: ["PMP資格", "大規模プロジェクトのPM経験", "アジャイル開発のマネジメント経験"],
  },
  {
    jobTypeIds: [23],
    label: "PMO支援",
    basePrice: [70, 110],
    skillSets: [
      ["Jira", "Power BI"],
      ["SAP", "Jira"],
      ["Java", "Jira"],
    ],
    extraSkills: ["Salesforce", "AWS"],
    tasks: ["進捗・課題管理の支援", "会議体の運営", "各種資料の作成", "標準化・品質管理", "経営層への報告資料作成"],
    welcome: ["コンサルティングファームでの経験", "金融業界のPMO経験"],
  },
  {
    jobTypeIds: [26, 25],
    label: "SAP導入支援",
    basePrice: [90, 150],
    skillSets: [
      ["SAP", "ABAP"],
      ["SAP", "Oracle"],
    ],
    extraSkills: ["SQL", "Salesforce"],
    tasks: ["SAP S/4HANAの導入支援", "業務要件の整理とFit&Gap分析", "アドオン機能の設計", "移行計画の策定", "ユーザー教育"],
    welcome: ["FI/COモジュールの経験", "グローバル導入の経験"],
  },
  {
    jobTypeIds: [28, 29],
    label: "UI/UXデザイン",
    basePrice: [45, 80],
    skillSets: [
      ["Figma", "Illustrator"],
      ["Figma", "Photoshop"],
      ["XD", "Photoshop"],
      ["Figma", "HTML"],
    ],
    extraSkills: ["CSS", "Sketch", "After Effects", "WordPress"],
    tasks: ["サービスのUIデザイン", "ユーザーリサーチとペルソナ設計", "ワイヤーフレームの作成", "デザインシステムの整備", "LPやバナーの制作"],
    welcome: ["toCサービスのデザイン経験", "HTML/CSSのコーディング経験"],
  },
  {
    jobTypeIds: [19, 20],
    label: "QA・テスト",
    basePrice: [45, 70],
    skillSets: [
      ["Selenium", "Java"],
      ["Playwright", "TypeScript"],
      ["Selenium", "Python"],
    ],
    extraSkills: ["Jira", "Git", "SQL"],
    tasks: ["テスト計画・テスト設計", "E2Eテストの自動化", "不具合の起票と管理", "リグレッションテストの実施"],
    welcome: ["JSTQB資格", "テスト自動化の導入経験"],
  },
  {
    jobTypeIds: [18],
    label: "組み込み開発",
    basePrice: [55, 80],
    skillSets: [
      ["C", "Linux"],
      ["C++", "Linux"],
      ["C", "Assembly"],
    ],
    extraSkills: ["Python", "Git", "Shell"],
    tasks: ["車載ECUのソフトウェア開発", "IoT機器のファームウェア開発", "ドライバの実装", "評価・検証"],
    welcome: ["AUTOSARの知識", "RTOSでの開発経験"],
  },
  {
    jobTypeIds: [30],
    label: "ゲーム開発",
    basePrice: [55, 90],
    skillSets: [
      ["C#", "Unity"],
      ["C++", "Unreal Engine"],
      ["TypeScript", "Node.js"],
    ],
    extraSkills: ["Git", "AWS", "Blender", "Maya"],
    tasks: ["ゲームクライアントの機能実装", "アウトゲームのUI実装", "パフォーマンス最適化", "サーバーAPIの開発"],
    welcome: ["リリース済みタイトルの開発経験", "シェーダーの知識"],
  },
  {
    jobTypeIds: [21, 36],
    label: "社内インフラ運用",
    basePrice: [40, 65],
    skillSets: [
      ["Windows Server", "Active Directory"],
      ["Microsoft Azure", "PowerShell"],
      ["kintone", "JavaScript"],
      ["VBA", "SQL"],
    ],
    extraSkills: ["Linux", "Cisco", "Salesforce"],
    tasks: ["社内システムの運用保守", "PCキッティングとアカウント管理", "問い合わせ対応", "業務改善ツールの開発"],
    welcome: ["情報システム部門での経験", "ITILの知識"],
  },
  {
    jobTypeIds: [1, 2],
    label: "業務システム開発",
    basePrice: [50, 80],
    skillSets: [
      ["Java", "Spring"],
      ["COBOL", "SQL"],
      ["VB.NET", "SQL Server"],
      ["C#", "ASP.NET"],
      ["PHP", "Symfony"],
      ["Java", "MyBatis"],
    ],
    extraSkills: ["Oracle", "Db2", "Linux", "Shell", "PL/SQL"],
    tasks: ["詳細設計・製造", "基本設計書の作成", "テスト仕様書の作成と実施", "既存システムの調査", "移行ツールの開発"],
    welcome: ["金融系システムの開発経験", "要件定義からの経験"],
  },
];

const INDUSTRY_SYSTEMS: Record<number, { client: string[]; systems: string[] }> = {
  1: { client: ["大手金融機関", "大手クレジットカード会社"], systems: ["勘定系システム", "与信管理システム", "決済基盤"] },
  2: { client: ["大手損害保険会社", "生命保険会社"], systems: ["契約管理システム", "保険金支払システム", "代理店向けポータル"] },
  3: { client: ["ネット証券会社", "大手証券会社"], systems: ["株式取引システム", "顧客向け資産管理アプリ"] },
  4: { client: ["メガバンク", "地方銀行"], systems: ["ネットバンキング", "融資審査システム", "ATM基盤"] },
  5: { client: ["大手通信キャリア", "通信事業者"], systems: ["顧客管理システム", "料金計算システム", "回線管理基盤"] },
  6: { client: ["大手製造業", "精密機器メーカー"], systems: ["生産管理システム", "工場IoT基盤", "品質管理システム"] },
  7: { client: ["大手自動車メーカー", "自動車部品メーカー"], systems: ["車載ソフトウェア", "コネクテッドカー基盤", "部品調達システム"] },
  8: { client: ["大手小売チェーン", "アパレル企業"], systems: ["店舗POSシステム", "在庫管理システム", "会員アプリ"] },
  9: { client: ["大手ECモール運営企業", "D2Cブランド"], systems: ["ECサイト", "レコメンドエンジン", "受注管理システム"] },
  10: { client: ["インターネット広告代理店", "アドテク企業"], systems: ["広告配信プラットフォーム", "広告効果測定ツール"] },
  11: { client: ["Webメディア運営企業", "出版社"], systems: ["ニュース配信サービス", "CMS", "動画配信サービス"] },
  12: { client: ["ゲーム会社", "スマホゲーム開発会社"], systems: ["スマートフォンゲーム", "ゲームサーバー", "運営管理ツール"] },
  14: { client: ["医療系スタートアップ", "病院グループ"], systems: ["電子カルテ", "オンライン診療サービス", "医療データ基盤"] },
  15: { client: ["教育系企業", "EdTechスタートアップ"], systems: ["学習管理システム(LMS)", "オンライン学習アプリ"] },
  16: { client: ["大手人材サービス企業", "HRTechスタートアップ"], systems: ["求人マッチングサービス", "採用管理システム"] },
  17: { client: ["不動産ポータル運営企業", "不動産デベロッパー"], systems: ["物件検索サイト", "賃貸管理システム"] },
  18: { client: ["大手物流企業", "物流スタートアップ"], systems: ["配送管理システム", "倉庫管理システム(WMS)"] },
  19: { client: ["中央省庁", "地方自治体"], systems: ["行政手続きオンラインシステム", "住民情報システム"] },
  23: { client: ["SaaS企業", "BtoB SaaSスタートアップ"], systems: ["勤怠管理SaaS", "会計SaaS", "営業支援SaaS"] },
  28: { client: ["Fintechスタートアップ", "キャッシュレス決済事業者"], systems: ["スマホ決済アプリ", "家計簿サービス", "送金システム"] },
};
const INDUSTRY_IDS = Object.keys(INDUSTRY_SYSTEMS).map(Number);
const PHASES = ["新規開発", "追加開発", "リプレイス", "保守運用", "機能改修", "基盤構築", "移行支援", "設計支援"];
const PROCESSES = ["アジャイル（スクラム）", "ウォーターフォール", "アジャイル（カンバン）"];
const HOURS = ["9:00〜18:00（休憩1時間）", "10:00〜19:00（休憩1時間）", "9:30〜18:30（休憩1時間）", "フレックスタイム制（コアタイム11:00〜15:00）"];
const COMMENTS = [
  "長期での参画が見込める案件です。チームの雰囲気も良く、技術的な相談がしやすい環境です。",
  "商流が浅く、スキルに応じて単価の相談が可能です。面談は1回、オンラインで実施します。",
  "立ち上げフェーズのため、裁量を持って技術選定から関わることができます。",
  "週1回の定例以外は基本的にリモートで、稼働日数のご相談も可能です。",
  "参画中の方が多数いる安定したプロジェクトです。初めてフリーランスになる方にもおすすめです。",
];
const PREFECTURE_WEIGHTS: Array<[number, number]> = [
  [13, 62],
  [14, 7],
  [27, 9],
  [23, 4],
  [40, 4],
  [11, 2],
  [12, 2],
  [26, 1.5],
  [28, 1.5],
  [1, 1.2],
  [4, 1],
  [34, 0.8],
  [22, 0.6],
  [15, 0.4],
  [33, 0.4],
  [47, 0.3],
  [43, 0.3],
  [37, 0.3],
];
const REMOTE_LABEL: Record<number, string> = {
  [RemoteType.none]: "常駐",
  [RemoteType.remoteOk]: "リモート可",
  [RemoteType.fullRemote]: "フルリモート",
  [RemoteType.onlineMeetingOk]: "オンライン面談可",
};

const stationsByPrefecture = new Map<number, typeof STATIONS>();
for (const s of STATIONS) stationsByPrefecture.set(s.prefectureId, [...(stationsByPrefecture.get(s.prefectureId) ?? []), s]);
const prefectureName = new Map(PREFECTURES.map((p) => [p.id, p.name]));
const characteristicName = new Map(CHARACTERISTICS.map((c) => [c.id, c.name]));

function isoDay(date: Date) {
  return date.toISOString().slice(0, 10);
}

export function generateProject(random: Random, id: number, agentCount: number, now: Date): DemoProject {
  const role = random.pick(ROLES);
  const [mainSkill, subSkill] = random.pick(role.skillSets);
  const extras = random.sample(
    role.extraSkills.filter((s) => s !== mainSkill && s !== subSkill),
    random.int(1, 3),
  );
  const welcomeSkills = random.sample(
    role.extraSkills.filter((s) => s !== mainSkill && s !== subSkill && !extras.includes(s)),
    random.int(0, 2),
  );
  const industryId = random.pick(INDUSTRY_IDS);
  const { client, systems } = INDUSTRY_SYSTEMS[industryId];
  const clientName = random.pick(client);
  const system = random.pick(systems);
  const phase = random.pick(PHASES);
  const remoteType = random.weighted([
    [RemoteType.none, 30],
    [RemoteType.remoteOk, 32],
    [RemoteType.fullRemote, 26],
    [RemoteType.onlineMeetingOk, 12],
  ] as const);
  const workStyle = remoteType === RemoteType.fullRemote ? WorkStyle.remote : remoteType === RemoteType.none ? WorkStyle.resident : WorkStyle.default;
  const [workdaysMin, workdaysMax] = random.weighted([
    [[5, 5], 68],
    [[4, 5], 14],
    [[3, 5], 10],
    [[3, 4], 4],
    [[2, 3], 4],
  ] as const);

  const unit = random.weighted([
    [PriceUnit.month, 86],
    [PriceUnit.hour, 8],
    [PriceUnit.day, 4],
    [PriceUnit.year, 2],
  ] as const);
  const monthly = Math.round(random.int(role.basePrice[0], role.basePrice[1]) / 5) * 5 * (workdaysMax < 5 ? workdaysMax / 5 : 1);
  const monthlyYen = Math.max(20, Math.round(monthly / 5) * 5) * 10_000;
  // The listed price is the monthly one in the unit, rounded as an agent would write it.
  const rounding = { [PriceUnit.month]: 1, [PriceUnit.hour]: 500, [PriceUnit.day]: 5_000, [PriceUnit.year]: 100_000 }[unit];
  const priceMax = Math.round(fromMonthly(monthlyYen, unit) / rounding) * rounding;
  const step = { [PriceUnit.month]: 50_000, [PriceUnit.hour]: 500, [PriceUnit.day]: 5_000, [PriceUnit.year]: 500_000 }[unit];
  const priceMin = random.chance(0.4) ? Math.floor((priceMax * 0.85) / step) * step : null;

  const prefectureId = random.weighted(PREFECTURE_WEIGHTS);
  const stations = stationsByPrefecture.get(prefectureId) ?? [];
  const station = stations.length > 0 ? random.pick(stations) : null;
  const location = `${prefectureName.get(prefectureId)}${station ? `（${station.name}駅）` : ""}`;

  const ageDays = random.next() * 120;
  const published = new Date(now.getTime() - Math.floor(ageDays * 86_400_000));
  const startTiming = random.weighted([
    [StartTiming.immediate, 50],
    [StartTiming.specifyDate, 35],
    [StartTiming.considering, 15],
  ] as const);
  const startDate =
    startTiming === StartTiming.specifyDate ? isoDay(new Date(Date.UTC(published.getUTCFullYear(), published.getUTCMonth() + random.int(1, 2), 1))) : null;
  const closed = random.chance(0.08);
  const meeting = random.chance(0.35);
  // Earned from the listed price, as the ingest and price_over judge it (not from monthlyYen before rounding).
  const characteristicIds = new Set(
    listingCharacteristics(
      { remoteType, workdaysMin, startTiming, monthlyPrice: monthlyPrice({ priceMin, priceMax, priceUnit: unit }) },
      meeting ? [CharacteristicId.meeting] : [],
    ),
  );
  for (const c of random.sample([4, 6, 8, 9, 10, 11, 16, 18, 20], random.int(0, 3))) characteristicIds.add(c);

  const team = random.int(3, 15);
  const tasks = random.sample(role.tasks, 3);
  const years = random.int(2, 5);
  const priceText = (amount: number) =>
    unit === PriceUnit.month
      ? `${amount / 10_000}万円/月`
      : unit === PriceUnit.hour
        ? `${amount.toLocaleString("ja-JP")}円/時`
        : unit === PriceUnit.day
          ? `${amount / 10_000}万円/日`
          : `${amount / 10_000}万円/年`;
  const agentId = pickAgent(random, agentCount, {
    role: role.label,
    monthlyYen: monthlyPrice({ priceMin, priceMax, priceUnit: unit }),
    remoteType,
    workdaysMin,
  });
  const remoteTitle = remoteType === RemoteType.none ? "" : `/${REMOTE_LABEL[remoteType]}`;
  const workdayTitle = workdaysMin < 5 ? `/週${workdaysMin}日〜` : "";

  // Drawn before the texts, in the order the generator has always drawn them.
  const closedAt = closed ? new Date(published.getTime() + random.int(3, 30) * 86_400_000).toISOString() : null;
  const detailText =
    `${clientName}の${system}における${phase}をご担当いただきます。\n` +
    `【主な作業内容】\n${tasks.map((t) => `・${t}`).join("\n")}\n` +
    `【開発環境】\n${[mainSkill, subSkill, ...extras].join(" / ")}\n` +
    `【チーム体制】\n${team}名体制で、${random.pick(PROCESSES)}で開発を進めています。`;
  const requiredText = [
    `・${mainSkill}を用いた実務経験${years}年以上`,
    `・${subSkill}の実務経験`,
    ...(extras[0] ? [`・${extras[0]}の利用経験`] : []),
    "・チームでの開発経験と円滑なコミュニケーション",
  ].join("\n");
  const welcomeText = [...welcomeSkills.map((s) => `・${s}の実務経験`), ...random.sample(role.welcome, 2).map((w) => `・${w}`)].join("\n");
  const skillText = [mainSkill, subSkill, ...extras].join(", ");
  const jobTypeIds = [random.pick(role.jobTypeIds)];
  return {
    project: {
      id,
      agent_id: agentId,
      agent_ref: `P${String(id).padStart(8, "0")}`,
      title: `【${mainSkill}${remoteTitle}${workdayTitle}】${clientName}向け${system}の${role.label}（${phase}）`,
      price_min: priceMin,
      price_max: priceMax,
      price_unit: unit,
      workdays_min: workdaysMin,
      workdays_max: workdaysMax,
      remote_type: remoteType,
      work_style: workStyle,
      contract_status: closed ? ContractStatus.contracted : ContractStatus.nocontracted,
      open_state: closed ? ProjectOpenState.close : ProjectOpenState.open,
      delete_flag: DeleteFlag.notDeleted,
      start_timing: startTiming,
      start_date: startDate,
      prefecture_id: prefectureId,
      station_id: station?.id ?? null,
      location_text: remoteType === RemoteType.fullRemote ? `${location}・フルリモート` : location,
      mentions: listingMentions(
        [detailText, requiredText, welcomeText, skillText],
        jobTypeIds,
        [mainSkill, subSkill, ...extras, ...welcomeSkills].map((name) => skillByName(name).id),
      ),
      published_at: published.toISOString(),
      created_at: published.toISOString(),
      updated_at: published.toISOString(),
      closed_at: closedAt,
    },
    detail: {
      project_id: id,
      detail: detailText,
      required_skill: requiredText,
      welcome_skill: welcomeText,
      skill_original: skillText,
      price_original: priceMin ? `${priceText(priceMin)}〜${priceText(priceMax)}（スキル見合い）` : `〜${priceText(priceMax)}（スキル見合い）`,
      working_hours: random.pick(HOURS),
      comment: random.pick(COMMENTS),
      characteristic: [...characteristicIds].map((c) => characteristicName.get(c)).join("、"),
    },
    skills: [
      ...[mainSkill, subSkill, ...extras].map((name) => ({ project_id: id, skill_id: skillByName(name).id, requirement: SkillRequirement.required })),
      ...welcomeSkills.map((name) => ({ project_id: id, skill_id: skillByName(name).id, requirement: SkillRequirement.welcome })),
    ].filter((row, i, all) => all.findIndex((r) => r.skill_id === row.skill_id) === i),
    jobTypes: jobTypeIds.map((value_id) => ({ project_id: id, value_id })),
    industries: [{ project_id: id, value_id: industryId }],
    characteristics: [...characteristicIds].map((value_id) => ({ project_id: id, value_id })),
  };
}
