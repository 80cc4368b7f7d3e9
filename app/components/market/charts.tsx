// The market-price charts (decision 016). Each is a figure with a title, an accessible name, its picture
// (chart-pictures.tsx: SVG drawn with d3 on the server, no chart script in the browser) and its numbers
// as a table under 「表で見る」 (readable without the picture, and without JavaScript).
import { createContext, lazy, Suspense, useContext, useId, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { formatCount } from "~/utils/format";
import { keptHtmlProps } from "../kept-html";

export type ChartRow = { label: string; value: number | null };
export type ChartIds = { titleId: string; descId: string };
/** What a chart's picture shows: its kind, its rows and the units it writes. */
export type ChartPicture =
  | { kind: "column"; rows: ChartRow[]; axisUnit: string; touching: boolean }
  | { kind: "bar"; rows: ChartRow[]; unit: string }
  | { kind: "line"; rows: ChartRow[]; axisUnit: string }
  | { kind: "doughnut"; rows: ChartRow[]; unit: string };
type Drawing = ComponentType<{ picture: ChartPicture; ids: ChartIds }>;

/** The server's drawing of the pictures, given by its entry; null in the browser. */
export const ChartDrawingContext = createContext<Drawing | null>(null);

const LazyDrawing = lazy(() => import("./chart-pictures").then((pictures) => ({ default: pictures.ChartPictureDrawing })));

/** A short mark of what a picture shows, so that the browser keeps a drawing only for the data it was drawn from. */
function pictureMark(picture: ChartPicture): string {
  const text = JSON.stringify(picture);
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 33) ^ text.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

/** The drawing the server wrote into the page for this box, when it shows the same data. */
function drawingOnPage(id: string, mark: string): string | null {
  if (typeof document === "undefined") return null;
  const box = document.getElementById(id);
  return box?.dataset.picture === mark ? box.innerHTML : null;
}

/**
 * The picture's box. The server draws the picture (ChartDrawingContext). The browser keeps that drawing
 * as it is (React leaves the inner HTML it is given alone), so d3 is not in the page's scripts; a chart
 * first shown after a client-side navigation, or shown again with other data, loads the drawing module.
 */
function ChartPictureBox({ picture, ids }: { picture: ChartPicture; ids: ChartIds }) {
  const ServerDrawing = useContext(ChartDrawingContext);
  const id = `${ids.titleId}-picture`;
  const mark = pictureMark(picture);
  const [kept] = useState(() => ({ mark, html: drawingOnPage(id, mark) }));
  const html = kept.mark === mark ? kept.html : null;
  let drawing = null;
  if (!html)
    drawing = ServerDrawing ? (
      <ServerDrawing picture={picture} ids={ids} />
    ) : (
      <Suspense fallback={null}>
        <LazyDrawing picture={picture} ids={ids} />
      </Suspense>
    );
  return (
    <div id={id} className="chart__picture" data-picture={mark} {...keptHtmlProps(html)}>
      {drawing}
    </div>
  );
}

/** A band of the price distribution as the charts name it: 「30万円未満」「60〜65万円」「130万円以上」. */
export function bandLabel(t: TFunction, band: { from: number | null; to: number | null }) {
  if (band.from === null) return t("market:under", { to: band.to });
  if (band.to === null) return t("market:over", { from: band.from });
  return t("market:band", { from: band.from, to: band.to });
}

/** The figure around every chart: its title, the picture, and the table of its numbers. */
function ChartFigure({ title, description, rows, unit, valueHeading, picture }: ChartProps & { picture: ChartPicture }) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    <figure className="chart">
      <figcaption id={titleId} className="chart__title">
        {title}
      </figcaption>
      <p id={descId} className="visually-hidden">
        {description}
      </p>
      <ChartPictureBox picture={picture} ids={{ titleId, descId }} />
      <details className="chart__table">
        <summary>{t("market:table")}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t("market:tableItem")}</th>
              <th scope="col">{valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.value === null ? t("market:tooFew") : `${formatCount(row.value)}${unit}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

type ChartProps = { title: string; description: string; rows: ChartRow[]; unit: string; valueHeading: string };

/** Vertical bars in order (the price distribution, listings by workdays): a histogram when the bars touch. */
export function ColumnChart({ rows, unit, axisUnit = unit, touching = false, ...figure }: ChartProps & { axisUnit?: string; touching?: boolean }) {
  return <ChartFigure {...figure} rows={rows} unit={unit} picture={{ kind: "column", rows, axisUnit, touching }} />;
}

/** Horizontal bars with their names (prefectures, skills, job types), the largest first. */
export function BarChart({ rows, unit, ...figure }: ChartProps) {
  return <ChartFigure {...figure} rows={rows} unit={unit} picture={{ kind: "bar", rows, unit }} />;
}

/** A value month by month; a month with too few listings is a gap, not a zero. */
export function LineChart({ rows, unit, axisUnit = unit, ...figure }: ChartProps & { axisUnit?: string }) {
  return <ChartFigure {...figure} rows={rows} unit={unit} picture={{ kind: "line", rows, axisUnit }} />;
}

/** Two parts of a whole (remote possible or not), the first part's share in the middle. */
export function DoughnutChart({ rows, unit, ...figure }: ChartProps) {
  return <ChartFigure {...figure} rows={rows} unit={unit} picture={{ kind: "doughnut", rows, unit }} />;
}
