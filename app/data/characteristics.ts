// Characteristics (案件の特徴) with stable ids; 1, 2 and 7 have product meanings (docs/product.md, Listings, agents and members).
export type Characteristic = { id: number; name: string; nameEn: string };

const rows: Array<[number, string, string]> = [
  [1, "リモート可", "Remote OK"], [2, "面談1回", "Single interview"], [3, "週3日以下OK", "Three days a week or fewer"],
  [4, "長期案件", "Long-term"], [5, "即日参画可", "Start immediately"], [6, "服装自由", "Casual dress"],
  [7, "高単価", "High price"], [8, "上流工程", "Upstream phases"], [9, "新規開発", "New development"],
  [10, "自社サービス", "In-house product"], [11, "エンド直", "Direct with the end client"], [12, "未経験OK", "No experience needed"],
  [13, "20代活躍中", "Active engineers in their 20s"], [14, "40代活躍中", "Active engineers in their 40s"],
  [15, "50代活躍中", "Active engineers in their 50s"], [16, "フレックス", "Flextime"], [17, "時短OK", "Short hours OK"],
  [18, "副業OK", "Side job OK"], [19, "英語を活かせる", "Uses English"], [20, "アジャイル開発", "Agile development"],
];

export const CHARACTERISTICS: Characteristic[] = rows.map(([id, name, nameEn]) => ({ id, name, nameEn }));
