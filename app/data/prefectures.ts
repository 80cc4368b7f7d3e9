// The 47 prefectures; the id is the JIS X 0401 code (Tokyo = 13), so it is stable across systems.
export type Prefecture = { id: number; name: string; nameEn: string; region: string };

const rows: Array<[number, string, string, string]> = [
  [1, "北海道", "Hokkaido", "北海道・東北"], [2, "青森県", "Aomori", "北海道・東北"], [3, "岩手県", "Iwate", "北海道・東北"],
  [4, "宮城県", "Miyagi", "北海道・東北"], [5, "秋田県", "Akita", "北海道・東北"], [6, "山形県", "Yamagata", "北海道・東北"],
  [7, "福島県", "Fukushima", "北海道・東北"], [8, "茨城県", "Ibaraki", "関東"], [9, "栃木県", "Tochigi", "関東"],
  [10, "群馬県", "Gunma", "関東"], [11, "埼玉県", "Saitama", "関東"], [12, "千葉県", "Chiba", "関東"],
  [13, "東京都", "Tokyo", "関東"], [14, "神奈川県", "Kanagawa", "関東"], [15, "新潟県", "Niigata", "中部"],
  [16, "富山県", "Toyama", "中部"], [17, "石川県", "Ishikawa", "中部"], [18, "福井県", "Fukui", "中部"],
  [19, "山梨県", "Yamanashi", "中部"], [20, "長野県", "Nagano", "中部"], [21, "岐阜県", "Gifu", "中部"],
  [22, "静岡県", "Shizuoka", "中部"], [23, "愛知県", "Aichi", "中部"], [24, "三重県", "Mie", "近畿"],
  [25, "滋賀県", "Shiga", "近畿"], [26, "京都府", "Kyoto", "近畿"], [27, "大阪府", "Osaka", "近畿"],
  [28, "兵庫県", "Hyogo", "近畿"], [29, "奈良県", "Nara", "近畿"], [30, "和歌山県", "Wakayama", "近畿"],
  [31, "鳥取県", "Tottori", "中国・四国"], [32, "島根県", "Shimane", "中国・四国"], [33, "岡山県", "Okayama", "中国・四国"],
  [34, "広島県", "Hiroshima", "中国・四国"], [35, "山口県", "Yamaguchi", "中国・四国"], [36, "徳島県", "Tokushima", "中国・四国"],
  [37, "香川県", "Kagawa", "中国・四国"], [38, "愛媛県", "Ehime", "中国・四国"], [39, "高知県", "Kochi", "中国・四国"],
  [40, "福岡県", "Fukuoka", "九州・沖縄"], [41, "佐賀県", "Saga", "九州・沖縄"], [42, "長崎県", "Nagasaki", "九州・沖縄"],
  [43, "熊本県", "Kumamoto", "九州・沖縄"], [44, "大分県", "Oita", "九州・沖縄"], [45, "宮崎県", "Miyazaki", "九州・沖縄"],
  [46, "鹿児島県", "Kagoshima", "九州・沖縄"], [47, "沖縄県", "Okinawa", "九州・沖縄"],
];

export const PREFECTURES: Prefecture[] = rows.map(([id, name, nameEn, region]) => ({ id, name, nameEn, region }));
