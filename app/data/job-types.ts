// Job types (職種) with stable ids. 32, 33 and 35 exist for old listings but are never offered; 3 is 「その他」.
import { IGNORED_JOB_TYPE_IDS } from "~/constants";

export type JobType = { id: number; name: string; nameEn: string; category: string };

const rows: Array<[number, string, string, string]> = [
  [1, "システムエンジニア(SE)", "Systems engineer", "開発"], [2, "プログラマー(PG)", "Programmer", "開発"],
  [3, "その他エンジニア", "Other engineer", "その他"], [4, "フロントエンドエンジニア", "Front-end engineer", "開発"],
  [5, "バックエンドエンジニア", "Back-end engineer", "開発"], [6, "サーバーサイドエンジニア", "Server-side engineer", "開発"],
  [7, "アプリエンジニア", "Mobile app engineer", "開発"], [8, "インフラエンジニア", "Infrastructure engineer", "インフラ"],
  [9, "サーバーエンジニア", "Server engineer", "インフラ"], [10, "ネットワークエンジニア", "Network engineer", "インフラ"],
  [11, "データベースエンジニア", "Database engineer", "インフラ"], [12, "クラウドエンジニア", "Cloud engineer", "インフラ"],
  [13, "SRE", "Site reliability engineer", "インフラ"], [14, "セキュリティエンジニア", "Security engineer", "インフラ"],
  [15, "データサイエンティスト", "Data scientist", "データ"], [16, "データエンジニア", "Data engineer", "データ"],
  [17, "機械学習エンジニア", "Machine-learning engineer", "データ"], [18, "組み込み・制御エンジニア", "Embedded engineer", "開発"],
  [19, "テストエンジニア", "Test engineer", "品質"], [20, "QAエンジニア", "QA engineer", "品質"],
  [21, "社内SE", "In-house IT engineer", "開発"], [22, "PM", "Project manager", "マネジメント"],
  [23, "PMO", "PMO", "マネジメント"], [24, "PL", "Project leader", "マネジメント"],
  [25, "ITコンサルタント", "IT consultant", "コンサル"], [26, "SAPコンサルタント", "SAP consultant", "コンサル"],
  [27, "Webディレクター", "Web director", "クリエイティブ"], [28, "Webデザイナー", "Web designer", "クリエイティブ"],
  [29, "UI/UXデザイナー", "UI/UX designer", "クリエイティブ"], [30, "ゲームエンジニア", "Game engineer", "開発"],
  [31, "ゲームプランナー", "Game planner", "クリエイティブ"], [32, "営業", "Sales", "非IT"],
  [33, "事務", "Office work", "非IT"], [34, "マーケター", "Marketer", "ビジネス"],
  [35, "その他(非IT)", "Other (non-IT)", "非IT"], [36, "ヘルプデスク", "Help desk", "インフラ"],
  [37, "テクニカルサポート", "Technical support", "インフラ"], [38, "ブロックチェーンエンジニア", "Blockchain engineer", "開発"],
  [39, "プロダクトマネージャー", "Product manager", "マネジメント"], [40, "スクラムマスター", "Scrum master", "マネジメント"],
];

export const JOB_TYPES: JobType[] = rows.map(([id, name, nameEn, category]) => ({ id, name, nameEn, category }));

/** Job types a visitor can choose: the ignored ids left out. */
export const ENTRY_JOB_TYPES = JOB_TYPES.filter((j) => !(IGNORED_JOB_TYPE_IDS as readonly number[]).includes(j.id));
export const JOB_CATEGORIES = [...new Set(ENTRY_JOB_TYPES.map((j) => j.category))];
