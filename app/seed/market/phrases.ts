// What agents write around a project's facts: the sentences of the demo listings' descriptions,
// each chosen only where it agrees with the project (no 「基本的にリモート」 on a seat on site).
import { RemoteType } from "~/constants";
import type { MarketProject } from "../projects";
import type { Random } from "../random";

type Said = { text: string; when?: (p: MarketProject) => boolean };
const remote = (p: MarketProject) => p.remoteType === RemoteType.remoteOk || p.remoteType === RemoteType.fullRemote;

export const fitting = (said: readonly Said[], p: MarketProject) => said.filter((s) => s.when?.(p) ?? true).map((s) => s.text);

export const PROCESSES = ["アジャイル（スクラム）", "ウォーターフォール", "アジャイル（カンバン）", "ウォーターフォール"];
export const HOURS = ["9:00〜18:00（休憩1時間）", "10:00〜19:00（休憩1時間）", "9:30〜18:30（休憩1時間）", "フレックスタイム制（コアタイム11:00〜15:00）"];
export const COMMERCE = [
  ["エンド直", 30],
  ["元請け直", 45],
  ["二次請け", 25],
] as const;

export const COMMENTS: Said[] = [
  { text: "長期での参画が見込める案件です。チームの雰囲気も良く、技術的な相談がしやすい環境です。", when: (p) => p.longTerm },
  { text: "商流が浅く、スキルに応じて単価の相談が可能です。", when: (p) => p.commerce !== "二次請け" },
  { text: "立ち上げフェーズのため、裁量を持って技術選定から関わることができます。", when: (p) => p.phase === "新規開発" },
  { text: "週1回の定例以外は基本的にリモートで、稼働日数のご相談も可能です。", when: remote },
  { text: "参画中のフリーランスが多い安定したプロジェクトです。初めての方にもおすすめです。" },
  { text: "面談では技術的な深掘りよりも、これまでの経験とコミュニケーションを重視されます。" },
  { text: "先方は長く参画いただける方を希望しています。更新実績も豊富な現場です。" },
];

/** Why a project is done now, by its phase: one sentence an agent writes before the work. */
export const BACKGROUNDS: Record<string, string[]> = {
  新規開発: [
    "新サービスの立ち上げに向けて開発体制を拡充しています。",
    "事業拡大に伴い、新たなプロダクトをゼロから開発します。",
    "既存事業のオンライン化に向けた新規開発です。",
  ],
  追加開発: [
    "利用者の増加を受けて、機能追加を順次進めています。",
    "顧客からの要望が多い機能を優先して開発しています。",
    "次期リリースに向けて開発メンバーを増員します。",
  ],
  機能改修: ["法改正への対応を含む改修を予定しています。", "利用者からの要望をもとに既存機能を改善しています。", "業務フローの見直しに伴う改修です。"],
  リプレイス: [
    "現行システムの老朽化に伴い、全面的な刷新を決定しました。",
    "保守期限（EOL）を迎えるため、新基盤へ移行します。",
    "クラウドシフトの方針を受けてアーキテクチャを見直します。",
  ],
  移行: [
    "データセンターの閉鎖に伴い、クラウドへ移行します。",
    "保守期限（EOL）を迎えるため、移行計画を進めています。",
    "グループ統合に伴い、システムを集約します。",
  ],
  保守運用: ["稼働中のシステムの安定運用を担っていただきます。", "現メンバーの退任に伴う後任の募集です。", "運用体制の強化のため増員します。"],
  運用改善: ["運用負荷の軽減が課題となっています。", "障害件数の削減を目標に改善を進めています。", "コスト最適化の方針を受けて運用を見直します。"],
};
export const OTHER_BACKGROUNDS = [
  "全社のDX方針を受けたプロジェクトです。",
  "中期経営計画の一環として進められています。",
  "グループ全体の標準化に向けた取り組みです。",
  "来期の事業計画に合わせて立ち上がりました。",
];
/** What sets one project apart in its description: how large it is, in figures an agent would quote. */
export const SCALES: Array<{ say: (r: Random) => string; when?: (p: MarketProject) => boolean }> = [
  { say: (r) => `利用者は約${r.int(2, 300)}万人のサービスです。`, when: (p) => p.development },
  { say: (r) => `全国${r.int(12, 480)}拠点で利用されています。`, when: (p) => p.development },
  { say: (r) => `社内の約${r.int(3, 90) * 100}名が利用するシステムです。`, when: (p) => p.development },
  { say: (r) => `プロジェクト全体は約${r.int(3, 40) * 5}名規模です。` },
  { say: (r) => `期間は約${r.int(6, 24)}か月を予定しています。` },
  { say: (r) => `現行システムは稼働から${r.int(8, 25)}年が経過しています。`, when: (p) => p.development && p.phase !== "新規開発" },
];

/** What an agent says of the workplace: two a project, the same in every agent's listing of it. */
export const WORKPLACE: Said[] = [
  { text: "コードレビューの文化が根付いた現場です。", when: (p) => p.development },
  { text: "技術選定から関わることができます。", when: (p) => p.phase === "新規開発" },
  { text: "長期参画の方が多く、チームの雰囲気は良好です。" },
  { text: "ドキュメントが整備されており、立ち上がりやすい環境です。" },
  { text: "テスト自動化が進んでおり、品質への意識が高い現場です。", when: (p) => p.development },
  { text: "少人数のため、幅広い工程に携われます。", when: (p) => p.teamSize <= 6 },
  { text: "定例は週1回で、そのほかはチャットでやり取りしています。", when: remote },
  { text: "リリース頻度が高く、スピード感のある開発です。", when: (p) => p.development },
  { text: "顧客と直接やり取りする機会があります。", when: (p) => p.commerce === "エンド直" },
  { text: "複数ベンダーが関わる大規模な体制です。", when: (p) => p.teamSize >= 10 },
  { text: "平均残業は月10時間程度です。" },
  { text: "私服での勤務が可能です。" },
  { text: "業務知識は参画後にキャッチアップいただけます。" },
  { text: "設計書はConfluenceで管理しています。", when: (p) => p.development },
  { text: "Slackでのコミュニケーションが中心です。" },
  { text: "Backlogでタスクを管理しています。" },
  { text: "GitHubでのプルリクエスト運用です。", when: (p) => p.development },
  { text: "朝会と週次の振り返りがあります。" },
  { text: "年度末まで継続の見込みです。" },
  { text: "精算幅は140〜180時間です。" },
  { text: "将来的にはリーダーをお任せしたい考えです。" },
  { text: "前任者からの引き継ぎ期間が2週間あります。", when: (p) => p.phase === "保守運用" || p.phase === "運用改善" },
  { text: "初日は出社でPCを受け取り、翌日からリモートの予定です。", when: remote },
  { text: "クライアントはエンジニア出身の担当者が窓口です。" },
];

/** Work every seat does besides its own, one or two a project: what makes two projects' lists differ. */
export const COMMON_WORK = [
  "週次の進捗報告",
  "仕様書・手順書の作成",
  "顧客との仕様調整",
  "既存ドキュメントの整備",
  "障害発生時の一次調査",
  "リリース作業の立ち会い",
  "協力会社メンバーのフォロー",
  "課題管理表の更新",
  "定例会議への参加",
  "見積もり作成の補助",
  "ナレッジの共有・勉強会の実施",
  "問い合わせの調査・回答",
  "テストデータの準備",
  "本番移行のリハーサル",
  "新メンバーのオンボーディング支援",
  "運用手順の見直し",
  "ベンダーへの作業依頼と受け入れ確認",
  "セキュリティチェックシートへの回答",
  "改善提案の取りまとめ",
  "利用部門へのヒアリング",
];
export const TEAMS = [
  (n: number) => `${n}名体制（PM1名、リーダー1名、メンバー${n - 2}名）`,
  (n: number) => `社員${Math.ceil(n / 2)}名、協力会社${Math.floor(n / 2)}名の${n}名体制`,
  (n: number) => `PL1名の配下にメンバー${n - 1}名の体制`,
  (n: number) => `ベンダーを含め約${n}名の体制`,
];
