// What an agent specialises in: the chaos map's groups and a demo agent's focus. Stable ids: chaos map rows name them.

export const AGENT_FOCI = [
  { id: "high-price", name: "高単価・エンド直", lead: "月額80万円以上やエンド直の案件を多く扱うエージェント" },
  { id: "remote", name: "リモート案件", lead: "フルリモート・リモート可の案件の割合が高いエージェント" },
  { id: "short-week", name: "週2〜3日・副業", lead: "週2〜3日から参画できる案件に強いエージェント" },
  { id: "beginner", name: "若手・経験の浅い方歓迎", lead: "実務経験1〜3年の方でも参画しやすい案件をそろえるエージェント" },
  { id: "erp", name: "SAP・ERP", lead: "SAPや基幹システムの導入・保守案件に強いエージェント" },
  { id: "creative", name: "クリエイター・デザイン", lead: "Webデザイン・UI/UXなどクリエイター向け案件に強いエージェント" },
  { id: "upstream", name: "PM・PMO・上流工程", lead: "PM・PMOやコンサルなど上流工程の案件に強いエージェント" },
  { id: "infra", name: "インフラ・クラウド", lead: "AWS・GCPなどクラウドやインフラ構築の案件に強いエージェント" },
  { id: "data", name: "AI・データ分析", lead: "機械学習やデータ基盤など先端領域の案件に強いエージェント" },
  { id: "web", name: "Web系開発", lead: "Web系自社サービスやアプリ開発の案件に強いエージェント" },
] as const;

export type AgentFocusId = (typeof AGENT_FOCI)[number]["id"];
