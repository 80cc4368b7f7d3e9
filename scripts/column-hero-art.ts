// The column articles' hero images as SVG: each article's motifs on its category's palette, placed from its id (docs/decisions/012-column-hero-images.md).
import { createRandom } from "~/seed/random";
import { ICONS, INK, line, PALETTES, WHITE, type IconName, type Palette } from "./column-hero/motifs";

export const HERO_WIDTH = 1600;
export const HERO_HEIGHT = 900;

/** Each article: its motifs (the large one first) and what the picture shows, in Japanese for its alt text. */
export const ARTWORK: Array<{ file: string; category: keyof typeof PALETTES; motifs: [IconName, IconName, IconName]; alt: string }> = [
  { file: "01-kakutei-shinkoku", category: "money", motifs: ["document", "calculator", "calendar"], alt: "申告書類を中心に、電卓とカレンダーを描いたイラスト" },
  { file: "02-aoiro-shinkoku", category: "money", motifs: ["documentTinted", "document", "stamp"], alt: "青い書類と白い書類、印鑑を描いたイラスト" },
  {
    file: "03-invoice-seido",
    category: "money",
    motifs: ["invoice", "percentTag", "checklist"],
    alt: "請求書を中心に、パーセントの値札とチェックリストを描いたイラスト",
  },
  { file: "04-keihi-kajianbun", category: "money", motifs: ["house", "pie", "laptop"], alt: "家を中心に、円グラフとノートパソコンを描いたイラスト" },
  {
    file: "05-kokuho-kokumin-nenkin",
    category: "money",
    motifs: ["healthCard", "shield", "calendar"],
    alt: "保険証を中心に、盾のマークとカレンダーを描いたイラスト",
  },
  {
    file: "06-shokibo-kyosai-ideco",
    category: "money",
    motifs: ["coins", "barChart", "hourglass"],
    alt: "積み重ねた硬貨を中心に、右肩上がりの棒グラフと砂時計を描いたイラスト",
  },
  {
    file: "07-shohizei-kazei-jigyosha",
    category: "money",
    motifs: ["thresholdChart", "percentTag", "yen"],
    alt: "基準線を越える棒グラフを中心に、パーセントの値札と円の硬貨を描いたイラスト",
  },
  {
    file: "08-juminzei-kojin-jigyozei",
    category: "money",
    motifs: ["envelope", "building", "calendar"],
    alt: "封筒を中心に、役所の建物とカレンダーを描いたイラスト",
  },
  { file: "09-juninin-ukeoi", category: "basics", motifs: ["scale", "document", "gear"], alt: "天秤を中心に、書類と歯車を描いたイラスト" },
  { file: "10-kaigyo-todoke", category: "basics", motifs: ["document", "stamp", "bank"], alt: "届出の書類を中心に、印鑑と役所の建物を描いたイラスト" },
  {
    file: "11-freelance-shinpo",
    category: "basics",
    motifs: ["shield", "document", "clock"],
    alt: "チェックマークの入った盾を中心に、書類と時計を描いたイラスト",
  },
  {
    file: "12-gyomu-itaku-keiyakusho",
    category: "basics",
    motifs: ["documentTinted", "magnifier", "pen"],
    alt: "契約書を中心に、虫眼鏡とペンを描いたイラスト",
  },
  {
    file: "13-dokuritsu-junbi",
    category: "basics",
    motifs: ["signpost", "calendar", "coins"],
    alt: "道しるべを中心に、カレンダーと積み重ねた硬貨を描いたイラスト",
  },
  { file: "14-shiharai-site", category: "basics", motifs: ["clock", "envelope", "yen"], alt: "時計を中心に、封筒と円の硬貨を描いたイラスト" },
  { file: "15-yago-koza-kaikei", category: "basics", motifs: ["bank", "laptop", "stamp"], alt: "銀行の建物を中心に、ノートパソコンと印鑑を描いたイラスト" },
  { file: "16-hojinka", category: "money", motifs: ["building", "person", "barChart"], alt: "会社のビルを中心に、人物と棒グラフを描いたイラスト" },
  {
    file: "17-agent-erabikata",
    category: "agent",
    motifs: ["magnifier", "briefcase", "checklist"],
    alt: "虫眼鏡を中心に、かばんとチェックリストを描いたイラスト",
  },
  { file: "18-agent-mendan", category: "agent", motifs: ["chat", "person", "document"], alt: "ふたつの吹き出しを中心に、人物と書類を描いたイラスト" },
  { file: "19-tanka-koushou", category: "price", motifs: ["chat", "yen", "barChart"], alt: "吹き出しを中心に、円の硬貨と右肩上がりの棒グラフを描いたイラスト" },
  {
    file: "20-shokushu-tanka-souba",
    category: "price",
    motifs: ["barChart", "briefcase", "magnifier"],
    alt: "棒グラフを中心に、かばんと虫眼鏡を描いたイラスト",
  },
  { file: "21-margin-ritsu", category: "agent", motifs: ["pie", "percentTag", "yen"], alt: "円グラフを中心に、パーセントの値札と円の硬貨を描いたイラスト" },
  {
    file: "22-agent-heiyou",
    category: "agent",
    motifs: ["network", "briefcase", "checklist"],
    alt: "線でつながった3つの丸を中心に、かばんとチェックリストを描いたイラスト",
  },
  {
    file: "23-anken-togireta",
    category: "career",
    motifs: ["hourglass", "calendar", "coins"],
    alt: "砂時計を中心に、カレンダーと積み重ねた硬貨を描いたイラスト",
  },
  { file: "24-skill-sheet", category: "career", motifs: ["checklist", "pen", "laptop"], alt: "チェックリストを中心に、ペンとノートパソコンを描いたイラスト" },
  {
    file: "25-shuu3-anken",
    category: "workstyle",
    motifs: ["calendarWeek", "laptop", "clock"],
    alt: "3日分に印をつけた週のカレンダーを中心に、ノートパソコンと時計を描いたイラスト",
  },
  { file: "26-full-remote", category: "workstyle", motifs: ["laptop", "globe", "house"], alt: "ノートパソコンを中心に、地球儀と家を描いたイラスト" },
  { file: "27-fukugyo-start", category: "workstyle", motifs: ["moon", "laptop", "signpost"], alt: "三日月を中心に、ノートパソコンと道しるべを描いたイラスト" },
  { file: "28-40s-50s-engineer", category: "career", motifs: ["stairs", "person", "briefcase"], alt: "旗の立つ階段を中心に、人物とかばんを描いたイラスト" },
  { file: "29-junior-engineer", category: "career", motifs: ["sprout", "laptop", "stairs"], alt: "鉢植えの若葉を中心に、ノートパソコンと階段を描いたイラスト" },
  {
    file: "30-pm-pmo-career",
    category: "career",
    motifs: ["gantt", "people", "checklist"],
    alt: "工程表を中心に、ふたりの人物とチェックリストを描いたイラスト",
  },
  {
    file: "31-generative-ai-skills",
    category: "career",
    motifs: ["chip", "sparkle", "laptop"],
    alt: "電子回路のチップを中心に、きらめきとノートパソコンを描いたイラスト",
  },
  { file: "32-jochu-anken", category: "workstyle", motifs: ["building", "idCard", "train"], alt: "オフィスビルを中心に、社員証と電車を描いたイラスト" },
];

type Tile = { cx: number; cy: number; size: number; rotate: number };
/** Where the large motif and the two small ones stand: left, right or centre. */
const LAYOUTS: Array<[Tile, Tile, Tile]> = [
  [
    { cx: 720, cy: 460, size: 460, rotate: 0 },
    { cx: 1120, cy: 290, size: 250, rotate: 6 },
    { cx: 1150, cy: 640, size: 220, rotate: -5 },
  ],
  [
    { cx: 900, cy: 460, size: 460, rotate: 0 },
    { cx: 480, cy: 300, size: 240, rotate: -6 },
    { cx: 500, cy: 650, size: 230, rotate: 4 },
  ],
  [
    { cx: 800, cy: 470, size: 460, rotate: 0 },
    { cx: 400, cy: 420, size: 240, rotate: -5 },
    { cx: 1200, cy: 520, size: 240, rotate: 5 },
  ],
];

const r = (n: number) => Math.round(n);

function tile(icon: IconName, place: Tile, fill: string, c: Palette, large: boolean) {
  const { cx, cy, size, rotate } = place;
  const half = size / 2;
  const inner = size * (large ? 0.8 : 0.78);
  const scale = inner / 200;
  const radius = r(size * 0.12);
  const shadow = `<rect x="${r(cx - half + 14)}" y="${r(cy - half + 18)}" width="${size}" height="${size}" rx="${radius}" fill="${INK}" opacity=".1"/>`;
  const card = `<rect x="${r(cx - half)}" y="${r(cy - half)}" width="${size}" height="${size}" rx="${radius}" fill="${fill}"/>`;
  const art = `<g transform="translate(${r(cx - inner / 2)} ${r(cy - inner / 2)}) scale(${scale.toFixed(3)})">${ICONS[icon](c)}</g>`;
  return `<g transform="rotate(${rotate} ${cx} ${cy})">${shadow}${card}${art}</g>`;
}

/** Shapes around the motifs: two large soft circles, a ring, a grid of dots, and a few small marks. */
function decorations(c: Palette, next: () => number) {
  const pick = (min: number, max: number) => r(min + next() * (max - min));
  const parts: string[] = [];
  parts.push(`<circle cx="${pick(150, 450)}" cy="${pick(120, 300)}" r="${pick(220, 300)}" fill="${c.blob}"/>`);
  parts.push(`<circle cx="${pick(1150, 1450)}" cy="${pick(600, 820)}" r="${pick(240, 320)}" fill="${c.blob}"/>`);
  parts.push(`<circle cx="${pick(1250, 1450)}" cy="${pick(120, 260)}" r="${pick(70, 110)}" fill="none" stroke="${c.p}" stroke-width="10" opacity=".25"/>`);
  const dotsX = pick(100, 300);
  const dotsY = pick(580, 700);
  for (let row = 0; row < 4; row += 1)
    for (let col = 0; col < 6; col += 1) parts.push(`<circle cx="${dotsX + col * 34}" cy="${dotsY + row * 34}" r="6" fill="${c.p}" opacity=".22"/>`);
  const marks = [
    (x: number, y: number) => line(`M${x - 18} ${y}h36M${x} ${y - 18}v36`, c.a, 10),
    (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="14" fill="${c.a}"/>`,
    (x: number, y: number) => line(`M${x - 36} ${y}q18-22 36 0t36 0`, c.p, 9),
    (x: number, y: number) => `<rect x="${x - 14}" y="${y - 14}" width="28" height="28" rx="6" fill="${c.p}" opacity=".5" transform="rotate(20 ${x} ${y})"/>`,
  ];
  // Small marks along the top and bottom edges, clear of the motifs.
  const spots = [
    [pick(560, 700), pick(60, 110)],
    [pick(900, 1040), pick(50, 100)],
    [pick(560, 760), pick(800, 850)],
    [pick(60, 140), pick(420, 500)],
    [pick(1480, 1540), pick(380, 460)],
  ];
  spots.forEach(([x, y], i) => parts.push(marks[(i + pick(0, 3)) % marks.length](x, y)));
  return parts.join("");
}

export type HeroArt = (typeof ARTWORK)[number];

/** One article's picture as an SVG document. */
export function drawHero(art: HeroArt): string {
  // The file's number (its article's place in the list) picks the palette, the layout and the decorations.
  const id = Number.parseInt(art.file, 10);
  const palettes = PALETTES[art.category];
  const c = palettes[id % palettes.length];
  // The seed module's mulberry32: a picture is the same on every run.
  const { next } = createRandom(id * 7919 + 17);
  const [main, first, second] = LAYOUTS[id % LAYOUTS.length];
  const [large, small1, small2] = art.motifs;
  const body = [
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="${c.bg}"/>`,
    decorations(c, next),
    `<ellipse cx="${main.cx + 10}" cy="${main.cy + main.size / 2 + 40}" rx="${main.size * 0.62}" ry="26" fill="${INK}" opacity=".06"/>`,
    tile(large, main, WHITE, c, true),
    tile(small1, first, WHITE, c, false),
    tile(small2, second, c.s, c, false),
  ].join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO_WIDTH}" height="${HERO_HEIGHT}" viewBox="0 0 ${HERO_WIDTH} ${HERO_HEIGHT}">${body}</svg>\n`;
}

/** The front matter lines that name an article's picture. */
export function heroFrontMatter(art: HeroArt): string {
  return `hero: images/${art.file}.svg\nheroAlt: ${art.alt}`;
}
