// The group's related services linked from the footer (spec §2: 42 links, opened in a new tab).
export type RelatedService = { name: string; url: string };

const names: Array<[string, string]> = [
  ["フリーランス案件ファインダー for Creators", "creators"], ["エンジニア転職ファインダー", "tenshoku"],
  ["副業ファインダー", "fukugyo"], ["ITエンジニアの単価診断", "tanka"], ["フリーランスの税金ガイド", "tax"],
  ["インボイス対応請求書メーカー", "invoice"], ["フリーランス保険ナビ", "hoken"], ["エンジニア向け会計ソフト比較", "kaikei"],
  ["ポートフォリオメーカー", "portfolio"], ["職務経歴書テンプレート集", "resume"], ["エンジニア面談対策講座", "mendan"],
  ["プログラミングスクール比較", "school"], ["IT資格の勉強会ナビ", "shikaku"], ["AWS学習ロードマップ", "aws-roadmap"],
  ["データサイエンティスト案件ナビ", "data"], ["PM・PMO案件ナビ", "pm"], ["SAP案件ファインダー", "sap"],
  ["ゲームクリエイター案件ナビ", "game"], ["Webデザイナー案件ナビ", "design"], ["動画クリエイター案件ナビ", "movie"],
  ["ライター案件ナビ", "writer"], ["マーケター案件ナビ", "marketer"], ["コンサルタント案件ナビ", "consultant"],
  ["地方リモート案件ナビ", "chiho"], ["週3日案件ナビ", "shu3"], ["ハイスキル案件ナビ", "highskill"],
  ["ミドル・シニアエンジニア案件ナビ", "senior"], ["英語を使うIT案件ナビ", "english"], ["スタートアップ求人ナビ", "startup"],
  ["エンジニアの年収データベース", "nenshu"], ["IT業界用語辞典", "yougo"], ["エンジニアのための法律相談", "houritsu"],
  ["コワーキングスペース検索", "coworking"], ["エンジニア向けPC・周辺機器レビュー", "gadget"], ["技術書の書評サイト", "books"],
  ["ITイベントカレンダー", "events"], ["エンジニアコミュニティ検索", "community"], ["フリーランス白書", "hakusho"],
  ["クラウドソーシング比較", "crowdsourcing"], ["開業届かんたん作成", "kaigyo"], ["フリーランスの住宅ローン相談", "loan"],
  ["エンジニアのための健康ガイド", "health"],
];

export const RELATED_SERVICES: RelatedService[] = names.map(([name, slug]) => ({ name, url: `https://${slug}.example.jp/` }));
