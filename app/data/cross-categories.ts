// Cross categories (/project/cross/{id}/): named combinations of filters; `query` uses /project/'s keys.
import { skillByName } from "./skills";

export type CrossCategory = { id: number; title: string; query: string };

const skill = (name: string) => `skill=${skillByName(name).id}`;

export const CROSS_CATEGORIES: CrossCategory[] = [
  { id: 1, title: "Java×東京都", query: `${skill("Java")}&prefecture=13` },
  { id: 2, title: "PHP×リモート", query: `${skill("PHP")}&remote=1` },
  { id: 3, title: "Python×機械学習エンジニア", query: `${skill("Python")}&job=17` },
  { id: 4, title: "React×フロントエンドエンジニア", query: `${skill("React")}&job=4` },
  { id: 5, title: "Go×バックエンドエンジニア", query: `${skill("Go")}&job=5` },
  { id: 6, title: "AWS×インフラエンジニア", query: `${skill("AWS")}&job=8` },
  { id: 7, title: "週3日以下×リモート", query: "workdays=3&remote=1" },
  { id: 8, title: "PM×月80万円以上", query: "job=22&price_over=80" },
  { id: 9, title: "Ruby×大阪府", query: `${skill("Ruby")}&prefecture=27` },
  { id: 10, title: "TypeScript×リモート", query: `${skill("TypeScript")}&remote=1` },
];
