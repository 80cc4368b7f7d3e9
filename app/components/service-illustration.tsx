// The top page's hero picture; every colour is a design token, so it follows the light and dark schemes.
import { useTranslation } from "react-i18next";

const bar = (x: number, y: number, width: number) => `M${x + 2} ${y}h${width - 4}a2 2 0 0 1 0 4h${4 - width}a2 2 0 0 1 0-4z`;

const CARD_Y = [12, 48, 84, 120];
const LENS_Y = [62, 76, 90];
const DARK_BARS = [...CARD_Y.map((y) => bar(62, y + 8, 58)), ...LENS_Y.map((y) => bar(228, y - 2, y === 76 ? 30 : 22)), bar(400, 29, 24)].join("");
const LIGHT_BARS = [...CARD_Y.map((y) => bar(62, y + 16, 38)), bar(400, 37, 32)].join("");
const ARROWS = CARD_Y.map((y) => `M140 ${y + 14}C162 ${y + 14} 164 80 186 80`).join("") + "M182 74l6 6-6 6";

export function ServiceIllustration({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <svg
      role="img"
      aria-label={t("top:illustration.label")}
      viewBox="0 0 460 200"
      className={["service-illustration", className].filter(Boolean).join(" ")}
      fontFamily="inherit"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {/* Left: the agents' listings, each with its own mark */}
      <g fill="var(--color-surface)" stroke="var(--color-border-strong)">
        {CARD_Y.map((y) => (
          <rect key={y} x="28" y={y} width="104" height="28" rx="6" />
        ))}
      </g>
      <circle cx="46" cy="26" r="8" fill="var(--color-primary)" />
      <rect x="38" y="54" width="16" height="16" rx="4" fill="var(--color-accent)" />
      <path d="M46 89l8 9-8 9-8-9z" fill="var(--color-new)" stroke="var(--color-new)" />
      <path d="M46 126l7 4v8l-7 4-7-4v-8z" fill="var(--color-text-muted)" stroke="var(--color-text-muted)" />
      <path d={ARROWS} fill="none" stroke="var(--color-border-strong)" />
      {/* Middle: 案件ファインダー, a magnifier over a list of results */}
      <g fill="var(--color-primary)">
        <rect x="272" y="70" width="30" height="12" rx="6" transform="rotate(45 236 76)" />
        <circle cx="236" cy="76" r="38" />
        <circle cx="236" cy="76" r="31" fill="var(--color-primary-soft)" />
        {LENS_Y.map((y) => (
          <circle key={y} cx="220" cy={y} r="3.5" />
        ))}
      </g>
      <path d="M290 80h34m-6-6 6 6-6 6" fill="none" stroke="var(--color-primary)" />
      {/* Right: you at a laptop, with the project that suits you */}
      <g fill="var(--color-text-muted)">
        <circle cx="372" cy="60" r="12" />
        <path d="M350 110V96c0-12 9-18 22-18s22 6 22 18v14z" />
      </g>
      <rect x="346" y="98" width="52" height="34" rx="4" fill="var(--color-surface-muted)" stroke="var(--color-border-strong)" />
      <rect x="392" y="20" width="48" height="38" rx="6" fill="var(--color-surface)" stroke="var(--color-primary)" />
      <g fill="var(--color-border-strong)">
        <circle cx="372" cy="115" r="3" />
        <rect x="336" y="132" width="72" height="6" rx="3" />
        <path d={DARK_BARS} />
      </g>
      <path d={LIGHT_BARS} fill="var(--color-border)" />
      <path d={bar(400, 45, 18)} fill="var(--color-price)" />
      <circle cx="440" cy="20" r="10" fill="var(--color-accent)" />
      <path d="M435 20l3.5 3.5 6.5-7" fill="none" stroke="var(--color-on-primary)" />
      {/* Labels: y is the baseline, about 0.38 em below the visual centre (178) of Japanese text */}
      <g fontSize={15} textAnchor="middle" fill="var(--color-text-muted)">
        <text x="80" y="183.5">
          {t("top:illustration.agents")}
        </text>
        <rect x="170" y="165" width="140" height="26" rx="13" fill="var(--color-primary)" />
        <text x="240" y="183.5" fill="var(--color-on-primary)" fontWeight={700}>
          {t("site.name")}
        </text>
        <text x="390" y="183.5">
          {t("top:illustration.you")}
        </text>
      </g>
    </svg>
  );
}
