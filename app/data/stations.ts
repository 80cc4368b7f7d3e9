// Major stations with stable ids and their prefecture (JIS code).
export type Station = { id: number; name: string; prefectureId: number };

const byPrefecture: Record<number, string[]> = {
  13: ["東京", "新宿", "渋谷", "品川", "池袋", "上野", "秋葉原", "有楽町", "新橋", "浜松町", "大手町", "神田",
    "五反田", "恵比寿", "目黒", "六本木", "赤坂", "虎ノ門", "日本橋", "茅場町", "豊洲", "天王洲アイル", "大崎",
    "中野", "吉祥寺", "立川", "八王子", "錦糸町", "飯田橋", "御茶ノ水", "田町", "水道橋", "市ヶ谷", "九段下"],
  14: ["横浜", "みなとみらい", "関内", "新横浜", "川崎", "武蔵小杉", "溝の口", "藤沢", "海老名"],
  11: ["大宮", "浦和", "川口", "所沢"],
  12: ["千葉", "海浜幕張", "船橋", "柏", "舞浜"],
  27: ["大阪", "梅田", "本町", "淀屋橋", "難波", "天王寺", "新大阪", "心斎橋", "堺筋本町", "京橋"],
  26: ["京都", "烏丸"],
  28: ["三宮", "神戸", "姫路"],
  23: ["名古屋", "栄", "伏見", "金山"],
  40: ["博多", "天神", "中洲川端", "小倉"],
  1: ["札幌", "大通", "すすきの"],
  4: ["仙台", "長町"],
  34: ["広島"],
  22: ["静岡", "浜松"],
  15: ["新潟"],
  33: ["岡山"],
  47: ["那覇空港", "県庁前"],
  43: ["熊本"],
  37: ["高松"],
};

export const STATIONS: Station[] = Object.entries(byPrefecture)
  .flatMap(([prefectureId, names]) => names.map((name) => ({ name, prefectureId: Number(prefectureId) })))
  .map((station, index) => ({ id: index + 1, ...station }));
