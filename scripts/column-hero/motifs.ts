// The column heroes' palettes, one set for each category in the site's colours, and the motifs drawn in them.

export const INK = "#1b2430";
export const WHITE = "#ffffff";

/** p: the strong colour, a: the accent, s: a light tint, bg: the ground, blob: the large shapes. */
export type Palette = { bg: string; blob: string; p: string; a: string; s: string };

/** The site's colours (app/styles/tokens.css): its blue, its orange, the pink of "new", the green of success, with its notices' soft grounds. */
export const PALETTES: Record<string, Palette[]> = {
  money: [
    { bg: "#fff6dc", blob: "#ffe6a1", p: "#0b5fcc", a: "#e0a526", s: "#dbe8fb" },
    { bg: "#eef4fd", blob: "#d3e3fa", p: "#0b5fcc", a: "#f0b429", s: "#fff1c7" },
    { bg: "#fdf3e7", blob: "#f9dfbd", p: "#1d4f91", a: "#d9822b", s: "#e3eefc" },
  ],
  basics: [
    { bg: "#e8f1fd", blob: "#cfe0fa", p: "#0b5fcc", a: "#f08a4b", s: "#fde3d3" },
    { bg: "#f4f0e8", blob: "#e7ddcb", p: "#245fa8", a: "#c2410c", s: "#dbe8fb" },
  ],
  agent: [
    { bg: "#e8f6ec", blob: "#c8ead2", p: "#1b6b3a", a: "#0b5fcc", s: "#dff2e6" },
    { bg: "#eef7f0", blob: "#d2ecd9", p: "#24804a", a: "#e0a526", s: "#e3eefc" },
  ],
  price: [
    { bg: "#fff1e8", blob: "#ffd9c2", p: "#c2410c", a: "#0b5fcc", s: "#ffe9dc" },
    { bg: "#fff5ec", blob: "#fde0c8", p: "#b93a0b", a: "#e0a526", s: "#e3eefc" },
  ],
  career: [
    { bg: "#fbeaf2", blob: "#f6cfe0", p: "#c8175d", a: "#0b5fcc", s: "#fde6ef" },
    { bg: "#f1ecfb", blob: "#ddd2f6", p: "#6b3fc2", a: "#c8175d", s: "#ece6fb" },
    { bg: "#eaf1fb", blob: "#d0def5", p: "#2d5fb3", a: "#c8175d", s: "#fde6ef" },
  ],
  workstyle: [
    { bg: "#e3f4f4", blob: "#bfe6e6", p: "#0e7c86", a: "#f08a4b", s: "#d6efef" },
    { bg: "#eaf6f1", blob: "#c9e9dc", p: "#1f7a5c", a: "#0b5fcc", s: "#fde3d3" },
  ],
};

type Icon = (c: Palette) => string;

export const line = (d: string, color: string, width = 10) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const outline = `stroke="${INK}" stroke-width="6" stroke-linejoin="round"`;

/** Every motif, drawn in a 200×200 box. */
export const ICONS = {
  document: (c) =>
    `<path d="M44 14h84l40 40v124a8 8 0 0 1-8 8H44a8 8 0 0 1-8-8V22a8 8 0 0 1 8-8z" fill="${WHITE}" ${outline}/><path d="M128 14v32a8 8 0 0 0 8 8h32" fill="${c.s}" ${outline}/><rect x="56" y="44" width="52" height="22" rx="6" fill="${c.a}"/>${line("M58 96h88M58 122h88M58 148h54", c.p)}`,
  documentTinted: (c) =>
    `<path d="M44 14h84l40 40v124a8 8 0 0 1-8 8H44a8 8 0 0 1-8-8V22a8 8 0 0 1 8-8z" fill="${c.s}" ${outline}/><path d="M128 14v32a8 8 0 0 0 8 8h32" fill="${WHITE}" ${outline}/>${line("M58 70h60M58 96h88M58 122h88M58 148h54", c.p)}<circle cx="138" cy="150" r="16" fill="${c.a}"/>`,
  invoice: (c) =>
    `<path d="M40 14h120v166l-15-10-15 10-15-10-15 10-15-10-15 10-15-10-15 10z" fill="${WHITE}" ${outline}/>${line("M60 48h80M60 74h56M60 100h80", c.p)}<rect x="60" y="122" width="80" height="24" rx="6" fill="${c.a}"/>`,
  calculator: (c) =>
    `<rect x="40" y="12" width="120" height="176" rx="16" fill="${c.p}" ${outline}/><rect x="56" y="30" width="88" height="36" rx="6" fill="${c.s}"/>${[0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2].map(
          (col) => `<rect x="${56 + col * 32}" y="${82 + row * 32}" width="24" height="22" rx="5" fill="${row === 2 && col === 2 ? c.a : WHITE}"/>`,
        ),
      )
      .join("")}`,
  yen: (c) =>
    `<circle cx="100" cy="100" r="82" fill="${c.a}" ${outline}/><circle cx="100" cy="100" r="62" fill="none" stroke="${WHITE}" stroke-width="6" opacity=".7"/>${line("M74 58l26 38 26-38M100 96v50M78 108h44M78 128h44", INK, 11)}`,
  laptop: (c) =>
    `<rect x="34" y="34" width="132" height="96" rx="10" fill="${INK}"/><rect x="44" y="44" width="112" height="76" rx="4" fill="${c.s}"/>${line("M56 62h40M56 80h64M56 98h30", c.p, 8)}<circle cx="134" cy="98" r="10" fill="${c.a}"/><path d="M14 140h172l-14 26H28z" fill="${c.p}" ${outline}/>`,
  calendar: (c) =>
    `<rect x="24" y="30" width="152" height="148" rx="14" fill="${WHITE}" ${outline}/><path d="M24 44a14 14 0 0 1 14-14h124a14 14 0 0 1 14 14v26H24z" fill="${c.p}"/>${line("M64 18v28M136 18v28", INK, 10)}${[
      0, 1, 2,
    ]
      .flatMap((row) =>
        [0, 1, 2, 3].map(
          (col) => `<rect x="${40 + col * 32}" y="${84 + row * 30}" width="22" height="20" rx="4" fill="${row === 1 && col === 2 ? c.a : c.s}"/>`,
        ),
      )
      .join("")}`,
  calendarWeek: (c) =>
    `<rect x="20" y="40" width="160" height="124" rx="14" fill="${WHITE}" ${outline}/><path d="M20 54a14 14 0 0 1 14-14h132a14 14 0 0 1 14 14v22H20z" fill="${c.p}"/>${[
      0, 1, 2, 3, 4,
    ]
      .map((col) => `<rect x="${32 + col * 28}" y="92" width="20" height="56" rx="5" fill="${col < 3 ? c.a : c.s}"/>`)
      .join("")}`,
  chat: (c) =>
    `<path d="M20 30h104a12 12 0 0 1 12 12v56a12 12 0 0 1-12 12H60l-24 22v-22H20A12 12 0 0 1 8 98V42a12 12 0 0 1 12-12z" fill="${c.p}" ${outline}/><path d="M84 92h86a12 12 0 0 1 12 12v48a12 12 0 0 1-12 12h-8v20l-22-20H84a12 12 0 0 1-12-12v-48a12 12 0 0 1 12-12z" fill="${c.a}" ${outline}/>${[44, 72, 100].map((x) => `<circle cx="${x - 8}" cy="70" r="7" fill="${WHITE}"/>`).join("")}`,
  barChart: (c) =>
    `${line("M24 24v152h156", INK, 8)}${[38, 70, 102, 134]
      .map((x, i) => `<rect x="${x + 4}" y="${150 - 28 * (i + 1)}" width="24" height="${28 * (i + 1) + 18}" rx="4" fill="${i === 3 ? c.a : c.p}"/>`)
      .join("")}${line("M40 102l42-34 30 16 52-52", c.a, 8)}<path d="M150 26h20v20z" fill="${c.a}" ${outline}/>`,
  thresholdChart: (c) =>
    `${line("M24 24v152h156", INK, 8)}${[40, 78, 116, 154].map((x, i) => `<rect x="${x}" y="${150 - 26 * (i + 1)}" width="26" height="${26 * (i + 1) + 18}" rx="4" fill="${i >= 2 ? c.a : c.p}"/>`).join("")}<path d="M24 88h160" stroke="${INK}" stroke-width="5" stroke-dasharray="12 10"/>`,
  pie: (c) =>
    `<circle cx="100" cy="100" r="80" fill="${c.s}" ${outline}/><path d="M100 100V20a80 80 0 0 1 76 104z" fill="${c.p}" ${outline}/><path d="M100 100l76 24a80 80 0 0 1-40 47z" fill="${c.a}" ${outline}/>`,
  shield: (c) => `<path d="M100 12l72 26v52c0 46-30 80-72 98-42-18-72-52-72-98V38z" fill="${c.p}" ${outline}/>${line("M64 100l26 26 48-52", WHITE, 14)}`,
  healthCard: (c) =>
    `<rect x="12" y="40" width="176" height="120" rx="14" fill="${WHITE}" ${outline}/><rect x="12" y="40" width="176" height="30" rx="14" fill="${c.p}"/><rect x="28" y="86" width="52" height="52" rx="10" fill="${c.s}"/><path d="M46 96h16v12h12v16H62v12H46v-12H34v-16h12z" fill="${c.a}"/>${line("M98 96h70M98 120h50", c.p, 9)}`,
  house: (c) =>
    `<path d="M100 18l84 70h-20v92H36V88H16z" fill="${WHITE}" ${outline}/><path d="M100 18l84 70H16z" fill="${c.a}" ${outline}/><rect x="84" y="120" width="34" height="60" rx="4" fill="${c.p}"/><rect x="50" y="108" width="24" height="24" rx="4" fill="${c.s}" stroke="${INK}" stroke-width="4"/><rect x="128" y="108" width="24" height="24" rx="4" fill="${c.s}" stroke="${INK}" stroke-width="4"/>`,
  clock: (c) =>
    `<circle cx="100" cy="100" r="82" fill="${WHITE}" ${outline}/>${[0, 90, 180, 270].map((deg) => `<rect x="96" y="26" width="8" height="16" rx="3" fill="${c.p}" transform="rotate(${deg} 100 100)"/>`).join("")}${line("M100 100V52M100 100l34 22", INK, 10)}<circle cx="100" cy="100" r="10" fill="${c.a}"/>`,
  briefcase: (c) =>
    `<path d="M72 52V36a10 10 0 0 1 10-10h36a10 10 0 0 1 10 10v16" fill="none" stroke="${INK}" stroke-width="10"/><rect x="16" y="52" width="168" height="124" rx="14" fill="${c.p}" ${outline}/>${line("M16 102h168", INK, 6)}<rect x="86" y="90" width="28" height="26" rx="5" fill="${c.a}" ${outline}/>`,
  magnifier: (c) =>
    `${line("M132 132l48 48", INK, 22)}<circle cx="86" cy="86" r="62" fill="${c.s}" stroke="${INK}" stroke-width="14"/><path d="M56 70a34 34 0 0 1 30-28" fill="none" stroke="${WHITE}" stroke-width="10" stroke-linecap="round"/>`,
  stamp: (c) =>
    `<path d="M76 20h48a14 14 0 0 1 14 14v8c0 18-14 24-14 42v10H76V84c0-18-14-24-14-42v-8a14 14 0 0 1 14-14z" fill="${c.p}" ${outline}/><rect x="50" y="94" width="100" height="30" rx="8" fill="${INK}"/><ellipse cx="100" cy="164" rx="70" ry="22" fill="none" stroke="${c.a}" stroke-width="10"/>`,
  coins: (c) =>
    [150, 124, 98, 72]
      .map((y, i) => `<rect x="${40 + (i % 2) * 12}" y="${y - 14}" width="116" height="28" rx="14" fill="${i === 3 ? c.a : c.p}" ${outline}/>`)
      .join("") + `<circle cx="150" cy="48" r="30" fill="${c.a}" ${outline}/>`,
  building: (c) =>
    `<rect x="44" y="16" width="112" height="170" rx="8" fill="${c.p}" ${outline}/>${[0, 1, 2, 3]
      .flatMap((row) =>
        [0, 1, 2].map((col) => `<rect x="${62 + col * 28}" y="${34 + row * 30}" width="18" height="18" rx="3" fill="${(row + col) % 3 === 0 ? c.a : c.s}"/>`),
      )
      .join("")}<rect x="84" y="150" width="32" height="36" rx="4" fill="${WHITE}"/>`,
  person: (c) => `<circle cx="100" cy="62" r="38" fill="${c.a}" ${outline}/><path d="M30 186c0-46 30-74 70-74s70 28 70 74z" fill="${c.p}" ${outline}/>`,
  people: (c) =>
    `<circle cx="66" cy="70" r="28" fill="${c.a}" ${outline}/><path d="M14 176c0-38 22-62 52-62s52 24 52 62z" fill="${c.p}" ${outline}/><circle cx="136" cy="70" r="28" fill="${c.s}" ${outline}/><path d="M84 176c0-38 22-62 52-62s52 24 52 62z" fill="${c.a}" ${outline}/>`,
  checklist: (c) =>
    `<rect x="34" y="26" width="132" height="160" rx="12" fill="${WHITE}" ${outline}/><rect x="72" y="14" width="56" height="26" rx="8" fill="${c.p}" ${outline}/>${[
      66, 104, 142,
    ]
      .map((y) => `${line(`M54 ${y}l10 10 18-20`, c.a, 9)}${line(`M96 ${y + 2}h50`, c.s, 12)}`)
      .join("")}`,
  envelope: (c) =>
    `<rect x="14" y="44" width="172" height="120" rx="12" fill="${WHITE}" ${outline}/>${line("M20 52l80 62 80-62", INK, 6)}<circle cx="100" cy="112" r="18" fill="${c.a}" ${outline}/>`,
  bank: (c) =>
    `<path d="M100 14l86 46H14z" fill="${c.p}" ${outline}/>${[36, 74, 112, 150].map((x) => `<rect x="${x}" y="72" width="16" height="84" rx="3" fill="${c.s}" ${outline}/>`).join("")}<rect x="14" y="160" width="172" height="24" rx="5" fill="${c.p}" ${outline}/><circle cx="100" cy="42" r="8" fill="${c.a}"/>`,
  chip: (c) =>
    `${[60, 88, 116, 144].map((v) => line(`M${v} 20v28M${v} 152v28M20 ${v}h28M152 ${v}h28`, INK, 8)).join("")}<rect x="42" y="42" width="116" height="116" rx="16" fill="${INK}"/><rect x="62" y="62" width="76" height="76" rx="10" fill="${c.p}"/><path d="M100 74l8 18 18 8-18 8-8 18-8-18-18-8 18-8z" fill="${c.a}"/>`,
  sparkle: (c) =>
    `<path d="M92 18l16 48 48 16-48 16-16 48-16-48-48-16 48-16z" fill="${c.a}" ${outline}/><path d="M150 120l8 22 22 8-22 8-8 22-8-22-22-8 22-8z" fill="${c.p}" ${outline}/>`,
  signpost: (c) =>
    `${line("M100 24v160", INK, 12)}<path d="M40 40h100l24 20-24 20H40z" fill="${c.p}" ${outline}/><path d="M160 94H60l-24 20 24 20h100z" fill="${c.a}" ${outline}/>`,
  globe: (c) =>
    `<circle cx="100" cy="100" r="80" fill="${c.s}" ${outline}/><ellipse cx="100" cy="100" rx="36" ry="80" fill="none" stroke="${c.p}" stroke-width="7"/>${line("M24 74h152M24 126h152M100 20v160", c.p, 7)}<circle cx="150" cy="46" r="18" fill="${c.a}" ${outline}/>`,
  gear: (c) => {
    const teeth = Array.from(
      { length: 8 },
      (_, i) => `<rect x="88" y="14" width="24" height="34" rx="5" fill="${c.p}" ${outline} transform="rotate(${i * 45} 100 100)"/>`,
    ).join("");
    return `${teeth}<circle cx="100" cy="100" r="62" fill="${c.p}" ${outline}/><circle cx="100" cy="100" r="24" fill="${WHITE}" ${outline}/>`;
  },
  scale: (c) =>
    `${line("M100 30v140M60 178h80M30 56h140", INK, 10)}${line("M30 56l-18 56M30 56l18 56M170 56l-18 56M170 56l18 56", INK, 5)}<path d="M8 112h44a22 22 0 0 1-44 0z" fill="${c.p}" ${outline}/><path d="M148 112h44a22 22 0 0 1-44 0z" fill="${c.a}" ${outline}/><circle cx="100" cy="30" r="12" fill="${c.a}" ${outline}/>`,
  percentTag: (c) =>
    `<path d="M20 96l76-76h76v76l-76 76z" fill="${c.a}" ${outline}/><circle cx="146" cy="46" r="11" fill="${WHITE}" ${outline}/><circle cx="84" cy="92" r="12" fill="none" stroke="${WHITE}" stroke-width="8"/><circle cx="118" cy="126" r="12" fill="none" stroke="${WHITE}" stroke-width="8"/>${line("M74 136l54-54", WHITE, 8)}`,
  stairs: (c) =>
    `<path d="M14 186v-40h44v-40h44V66h44V26h40v160z" fill="${c.p}" ${outline}/>${line("M166 26V4", INK, 6)}<path d="M166 4h28l-8 10 8 10h-28z" fill="${c.a}"/>`,
  hourglass: (c) =>
    `<path d="M54 30h92c0 44-34 52-34 70s34 26 34 70H54c0-44 34-52 34-70s-34-26-34-70z" fill="${c.s}" ${outline}/><path d="M74 166c6-24 26-28 26-42 0 14 20 18 26 42z" fill="${c.a}"/><path d="M78 62h44c-6 12-22 16-22 26 0-10-16-14-22-26z" fill="${c.a}"/>${line("M40 24h120M40 176h120", c.p, 14)}`,
  pen: (c) =>
    `<g transform="rotate(45 100 100)"><rect x="82" y="10" width="36" height="130" rx="8" fill="${c.p}" ${outline}/><rect x="82" y="34" width="36" height="14" fill="${c.a}"/><path d="M82 140h36l-18 42z" fill="${WHITE}" ${outline}/><path d="M94 168h12l-6 14z" fill="${INK}"/></g>`,
  moon: (c) =>
    `<path d="M128 24a78 78 0 1 0 48 116 64 64 0 1 1-48-116z" fill="${c.a}" ${outline}/><path d="M150 40l5 13 13 5-13 5-5 13-5-13-13-5 13-5z" fill="${c.p}"/><circle cx="168" cy="100" r="6" fill="${c.p}"/>`,
  sprout: (c) =>
    `<path d="M56 128h88l-12 56H68z" fill="${c.a}" ${outline}/>${line("M100 128V70", INK, 8)}<path d="M100 88c-6-34-34-48-62-44 2 30 26 50 62 44z" fill="${c.p}" ${outline}/><path d="M100 74c4-30 30-46 60-42-2 28-26 46-60 42z" fill="${c.p}" ${outline}/>`,
  gantt: (c) =>
    `<rect x="14" y="24" width="172" height="152" rx="12" fill="${WHITE}" ${outline}/>${line("M14 56h172", INK, 5)}${(
      [
        [30, 70, c.p],
        [70, 60, c.a],
        [96, 64, c.p],
        [126, 44, c.a],
      ] as const
    )
      .map(([x, w], i) => `<rect x="${x}" y="${70 + i * 24}" width="${w}" height="14" rx="7" fill="${i % 2 ? c.a : c.p}"/>`)
      .join("")}`,
  network: (c) =>
    `${line("M52 58l96 0M52 58l48 96M148 58l-48 96", INK, 8)}<circle cx="52" cy="58" r="32" fill="${c.p}" ${outline}/><circle cx="148" cy="58" r="32" fill="${c.a}" ${outline}/><circle cx="100" cy="154" r="32" fill="${c.s}" ${outline}/>`,
  idCard: (c) =>
    `<rect x="16" y="46" width="168" height="124" rx="14" fill="${WHITE}" ${outline}/><rect x="80" y="22" width="40" height="36" rx="8" fill="${c.a}" ${outline}/><rect x="32" y="74" width="56" height="70" rx="8" fill="${c.s}"/><circle cx="60" cy="100" r="14" fill="${c.p}"/><path d="M40 144c0-18 9-26 20-26s20 8 20 26z" fill="${c.p}"/>${line("M104 86h62M104 110h62M104 134h40", c.p, 9)}`,
  train: (c) =>
    `<rect x="40" y="20" width="120" height="140" rx="26" fill="${c.p}" ${outline}/><rect x="56" y="40" width="88" height="56" rx="8" fill="${c.s}"/><circle cx="70" cy="128" r="10" fill="${c.a}"/><circle cx="130" cy="128" r="10" fill="${c.a}"/>${line("M64 160l-20 26M136 160l20 26", INK, 9)}`,
} satisfies Record<string, Icon>;

export type IconName = keyof typeof ICONS;
