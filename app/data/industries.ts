// Industries (業界) with stable ids.
export type Industry = { id: number; name: string; nameEn: string };

const rows: Array<[number, string, string]> = [
  [1, "金融", "Finance"], [2, "保険", "Insurance"], [3, "証券", "Securities"], [4, "銀行", "Banking"],
  [5, "通信", "Telecommunications"], [6, "製造", "Manufacturing"], [7, "自動車", "Automotive"],
  [8, "流通・小売", "Retail"], [9, "EC", "E-commerce"], [10, "広告", "Advertising"], [11, "メディア", "Media"],
  [12, "ゲーム", "Games"], [13, "エンタメ", "Entertainment"], [14, "医療・ヘルスケア", "Healthcare"],
  [15, "教育", "Education"], [16, "人材", "Human resources"], [17, "不動産", "Real estate"],
  [18, "物流", "Logistics"], [19, "官公庁・自治体", "Public sector"], [20, "エネルギー", "Energy"],
  [21, "旅行・観光", "Travel"], [22, "飲食", "Food service"], [23, "SaaS", "SaaS"], [24, "コンサルティング", "Consulting"],
  [25, "建設", "Construction"], [26, "航空・宇宙", "Aerospace"], [27, "農業", "Agriculture"], [28, "Fintech", "Fintech"],
];

export const INDUSTRIES: Industry[] = rows.map(([id, name, nameEn]) => ({ id, name, nameEn }));
