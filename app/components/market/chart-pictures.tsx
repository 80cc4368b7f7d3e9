// The market-price charts' SVG pictures (d3). The browser keeps the server's drawing and loads this
// module only for a chart first shown after a client-side navigation (decision 034).
import { scaleBand, scaleLinear } from "d3-scale";
import { arc, line, pie } from "d3-shape";
import type { ReactNode } from "react";
import { CHART_BOTTOM_PADDING, DOUGHNUT_COLORS } from "~/constants";
import { formatCount } from "~/utils/format";
import type { ChartIds, ChartPicture, ChartRow } from "./charts";

const WIDTH = 400;
const HEIGHT = 260;
const LEFT = 62;
const RIGHT = 12;
const TOP = 12;

/** Finer than a tenth of a unit is invisible, and a long decimal costs bytes. */
const px = (n: number) => Math.round(n * 10) / 10;
const DIGITS = 1;

function Svg({ titleId, descId, height = HEIGHT, children }: ChartIds & { height?: number; children: ReactNode }) {
  return (
    <svg className="chart__svg" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={titleId} aria-describedby={descId}>
      {children}
    </svg>
  );
}

function ValueAxis({ scale, x, unit }: { scale: ReturnType<typeof scaleLinear<number, number>>; x: number; unit: string }) {
  return (
    <g className="chart__axis" aria-hidden="true">
      {scale.ticks(4).map((tick) => (
        <g key={tick}>
          <line x1={x} x2={WIDTH - RIGHT} y1={px(scale(tick))} y2={px(scale(tick))} className="chart__grid" />
          <text x={x - 4} y={px(scale(tick))} dy="0.32em" textAnchor="end">
            {`${formatCount(tick)}${unit}`}
          </text>
        </g>
      ))}
    </g>
  );
}

function ColumnPicture({ rows, axisUnit, touching, ids }: Extract<ChartPicture, { kind: "column" }> & { ids: ChartIds }) {
  const max = Math.max(1, ...rows.map((r) => r.value ?? 0));
  const x = scaleBand()
    .domain(rows.map((r) => r.label))
    .range([LEFT, WIDTH - RIGHT])
    .padding(touching ? 0.04 : 0.25);
  const y = scaleLinear()
    .domain([0, max])
    .nice(4)
    .range([HEIGHT - CHART_BOTTOM_PADDING, TOP]);
  // Every label when they fit, else every few.
  const every = Math.ceil(rows.length / 10);
  return (
    <Svg {...ids}>
      <ValueAxis scale={y} x={LEFT} unit={axisUnit} />
      {rows.map((row) => (
        <rect
          key={row.label}
          className="chart__bar"
          x={px(x(row.label) ?? 0)}
          width={px(x.bandwidth())}
          y={px(y(row.value ?? 0))}
          height={px(Math.max(0, HEIGHT - CHART_BOTTOM_PADDING - y(row.value ?? 0)))}
        />
      ))}
      <g className="chart__axis" aria-hidden="true">
        {rows.map((row, i) =>
          i % every === 0 ? (
            <text
              key={row.label}
              x={px((x(row.label) ?? 0) + x.bandwidth() / 2)}
              y={HEIGHT - CHART_BOTTOM_PADDING + 10}
              textAnchor="end"
              transform={`rotate(-40 ${px((x(row.label) ?? 0) + x.bandwidth() / 2)} ${HEIGHT - CHART_BOTTOM_PADDING + 10})`}
            >
              {row.label}
            </text>
          ) : null,
        )}
      </g>
    </Svg>
  );
}

function BarPicture({ rows, unit, ids }: Extract<ChartPicture, { kind: "bar" }> & { ids: ChartIds }) {
  const rowHeight = 26;
  const labelWidth = 150;
  const height = TOP + rows.length * rowHeight + 8;
  const max = Math.max(1, ...rows.map((r) => r.value ?? 0));
  const x = scaleLinear()
    .domain([0, max])
    .range([labelWidth, WIDTH - RIGHT - 56]);
  const y = scaleBand()
    .domain(rows.map((r) => r.label))
    .range([TOP, height - 8])
    .padding(0.2);
  return (
    <Svg {...ids} height={height}>
      {rows.map((row) => {
        const top = px(y(row.label) ?? 0);
        const middle = px(top + y.bandwidth() / 2);
        const end = px(x(row.value ?? 0));
        return (
          <g key={row.label}>
            <text x={labelWidth - 6} y={middle} dy="0.32em" textAnchor="end" className="chart__label" aria-hidden="true">
              {row.label.length > 12 ? `${row.label.slice(0, 11)}…` : row.label}
            </text>
            <rect className="chart__bar" x={labelWidth} width={Math.max(0, end - labelWidth)} y={top} height={px(y.bandwidth())} />
            <text x={end + 4} y={middle} dy="0.32em" className="chart__value" aria-hidden="true">
              {`${formatCount(row.value ?? 0)}${unit}`}
            </text>
          </g>
        );
      })}
    </Svg>
  );
}

/** A value month by month; a month with too few listings is a gap, not a zero. */
function LinePicture({ rows, axisUnit, ids }: Extract<ChartPicture, { kind: "line" }> & { ids: ChartIds }) {
  const values = rows.map((r) => r.value).filter((v): v is number => v !== null);
  const low = values.length ? Math.min(...values) : 0;
  const high = values.length ? Math.max(...values) : 1;
  const x = scaleBand()
    .domain(rows.map((r) => r.label))
    .range([LEFT, WIDTH - RIGHT])
    .padding(0.5);
  const y = scaleLinear()
    .domain([Math.max(0, low - (high - low) * 0.2 - 1), high + (high - low) * 0.2 + 1])
    .nice(4)
    .range([HEIGHT - CHART_BOTTOM_PADDING, TOP]);
  const centre = (label: string) => px((x(label) ?? 0) + x.bandwidth() / 2);
  const path = line<ChartRow>()
    .digits(DIGITS)
    .defined((r) => r.value !== null)
    .x((r) => centre(r.label))
    .y((r) => y(r.value ?? 0))(rows);
  return (
    <Svg {...ids}>
      <ValueAxis scale={y} x={LEFT} unit={axisUnit} />
      {path ? <path d={path} className="chart__line" /> : null}
      {rows.map((row) =>
        row.value === null ? null : <circle key={row.label} cx={centre(row.label)} cy={px(y(row.value))} r={3.5} className="chart__point" />,
      )}
      <g className="chart__axis" aria-hidden="true">
        {rows.map((row, i) =>
          i % 2 === rows.length % 2 ? null : (
            <text key={row.label} x={centre(row.label)} y={HEIGHT - CHART_BOTTOM_PADDING + 16} textAnchor="middle">
              {row.label}
            </text>
          ),
        )}
      </g>
    </Svg>
  );
}

function DoughnutPicture({ rows, unit, ids }: Extract<ChartPicture, { kind: "doughnut" }> & { ids: ChartIds }) {
  const size = 200;
  const radius = size / 2 - 8;
  const total = rows.reduce((sum, r) => sum + (r.value ?? 0), 0);
  const slices = pie<ChartRow>()
    .sort(null)
    .value((r) => r.value ?? 0)(rows);
  const shape = arc<(typeof slices)[number]>()
    .digits(DIGITS)
    .innerRadius(radius * 0.62)
    .outerRadius(radius);
  const share = total === 0 ? 0 : Math.round(((rows[0]?.value ?? 0) / total) * 100);
  return (
    <div className="chart__doughnut">
      <svg className="chart__svg chart__svg--doughnut" viewBox={`0 0 ${size} ${size}`} role="img" aria-labelledby={ids.titleId} aria-describedby={ids.descId}>
        <g transform={`translate(${size / 2} ${size / 2})`}>
          {slices.map((slice, i) => (
            <path key={slice.data.label} d={shape(slice) ?? ""} style={{ fill: DOUGHNUT_COLORS[i % DOUGHNUT_COLORS.length] }} />
          ))}
          <text textAnchor="middle" dy="0.35em" className="chart__share" aria-hidden="true">
            {`${share}%`}
          </text>
        </g>
      </svg>
      <ul className="chart__legend" aria-hidden="true">
        {rows.map((row, i) => (
          <li key={row.label}>
            <span className="chart__swatch" style={{ background: DOUGHNUT_COLORS[i % DOUGHNUT_COLORS.length] }} />
            {`${row.label}：${formatCount(row.value ?? 0)}${unit}`}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ChartPictureDrawing({ picture, ids }: { picture: ChartPicture; ids: ChartIds }) {
  switch (picture.kind) {
    case "column":
      return <ColumnPicture {...picture} ids={ids} />;
    case "bar":
      return <BarPicture {...picture} ids={ids} />;
    case "line":
      return <LinePicture {...picture} ids={ids} />;
    case "doughnut":
      return <DoughnutPicture {...picture} ids={ids} />;
  }
}
