// An agent's logo: the uploaded image, else a generated mark (a coloured shape with the initial)
// that tells the demo agents apart at a glance.

export type AgentMarkShape = "circle" | "rounded" | "hexagon" | "diamond" | "shield" | "notched" | "ring" | "stack" | "leaf";

// The counts of shapes and colours are coprime, so (id mod shapes, id mod colours) repeats late.
const SHAPES: readonly AgentMarkShape[] = ["circle", "rounded", "hexagon", "diamond", "shield", "notched", "ring", "stack", "leaf"];

// Ordered round the colour wheel, all dark enough for white text (agent-logo.test.ts).
const COLORS: readonly string[] = [
  "#c62828", // red
  "#c2410c", // orange
  "#795548", // brown
  "#a15c07", // ochre
  "#8a6d00", // olive gold
  "#4d7c0f", // lime
  "#2e7d32", // green
  "#0f766e", // teal
  "#0e7490", // cyan
  "#0369a1", // sky
  "#1d4ed8", // blue
  "#4338ca", // indigo
  "#6d28d9", // violet
  "#a21caf", // purple
  "#be185d", // pink
  "#475569", // slate
];

// Steps coprime to each size, so neighbouring ids (and the demo's agents sharing a first word) differ in both.
const SHAPE_STEP = 4;
const COLOR_STEP = 7;

const COMPANY_PREFIX = /^(株式会社|有限会社|合同会社|\(株\)|\(有\))\s*/u;

function mod(value: number, size: number): number {
  return ((value % size) + size) % size;
}

function initialOf(name: string): string {
  const normalized = name.normalize("NFKC").trim();
  const rest = normalized.replace(COMPANY_PREFIX, "");
  const first = Array.from(rest || normalized).find((char) => /[\p{L}\p{N}]/u.test(char));
  return (first ?? (Array.from(normalized)[0] || "?")).toUpperCase();
}

export function agentMark(id: number, name: string): { shape: AgentMarkShape; color: string; initial: string } {
  const n = Number.isFinite(id) ? Math.trunc(id) : 0;
  // Nudge each later cycle, so the pairs do not repeat.
  const cycle = Math.floor((n - 1) / (SHAPES.length * COLORS.length));
  return {
    shape: SHAPES[mod(n * SHAPE_STEP + cycle, SHAPES.length)],
    color: COLORS[mod(n * COLOR_STEP + cycle * 3, COLORS.length)],
    initial: initialOf(name),
  };
}

// Each shape fills most of a 40 × 40 box; textY is where its body's visual centre is.
function Shape({ shape, color }: { shape: AgentMarkShape; color: string }) {
  switch (shape) {
    case "circle":
      return <circle cx="20" cy="20" r="19" fill={color} />;
    case "rounded":
      return <rect x="1" y="1" width="38" height="38" rx="9" fill={color} />;
    case "hexagon":
      return <path d="M20 2 35.6 11v18L20 38 4.4 29V11z" fill={color} stroke={color} strokeWidth={3} strokeLinejoin="round" />;
    case "diamond":
      return <rect x="6" y="6" width="28" height="28" rx="6" transform="rotate(45 20 20)" fill={color} />;
    case "shield":
      return <path d="M20 2 35 7v12c0 9.5-6.3 15.8-15 19C11.3 34.8 5 28.5 5 19V7z" fill={color} stroke={color} strokeWidth={2} strokeLinejoin="round" />;
    case "notched":
      return <path d="M13 1h18a8 8 0 0 0 8 8v18a12 12 0 0 1-12 12H13A12 12 0 0 1 1 27V13A12 12 0 0 1 13 1z" fill={color} />;
    case "ring":
      return (
        <>
          <circle cx="20" cy="20" r="19" fill={color} />
          <circle cx="20" cy="20" r="15.5" fill="none" stroke="#ffffff" strokeOpacity={0.5} strokeWidth={1.5} />
          <circle cx="31" cy="9" r="2.5" fill="#ffffff" />
        </>
      );
    case "stack":
      return (
        <>
          <rect x="7" y="1" width="26" height="6" rx="3" fill={color} fillOpacity={0.6} />
          <rect x="1" y="9" width="38" height="30" rx="8" fill={color} />
        </>
      );
    case "leaf":
      return <path d="M4 39a3 3 0 0 1-3-3V15A14 14 0 0 1 15 1h21a3 3 0 0 1 3 3v21a14 14 0 0 1-14 14z" fill={color} />;
  }
}

const TEXT_Y: Partial<Record<AgentMarkShape, number>> = { shield: 19, stack: 24 };
const FONT_SIZE: Partial<Record<AgentMarkShape, number>> = { diamond: 16, ring: 16, hexagon: 17, shield: 17 };

/** `label` where the logo stands alone; without it the logo is decorative, so a screen reader does not hear the name twice. */
export function AgentLogo({
  id,
  name,
  logoUrl,
  label,
  size = 40,
  className,
}: {
  id: number;
  name: string;
  logoUrl?: string | null;
  label?: string;
  size?: number;
  className?: string;
}) {
  const classes = ["agent-logo", className].filter(Boolean).join(" ");
  if (typeof logoUrl === "string" && logoUrl !== "") {
    return <img src={logoUrl} alt={label ?? ""} width={size} height={size} loading="lazy" decoding="async" className={classes} />;
  }
  const { shape, color, initial } = agentMark(id, name);
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg {...a11y} viewBox="0 0 40 40" width={size} height={size} className={classes}>
      <Shape shape={shape} color={color} />
      <text
        x="20"
        y={TEXT_Y[shape] ?? 20}
        fill="#ffffff"
        fontFamily="inherit"
        fontSize={FONT_SIZE[shape] ?? 18}
        fontWeight={700}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {initial}
      </text>
    </svg>
  );
}
