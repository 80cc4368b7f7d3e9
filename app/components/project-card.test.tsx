// A card is rendered once on the server and kept (decision 039). These check that the page stays the same with
// the kept HTML, whatever the visitor has saved or applied to and whatever page it is on, that the browser
// can hydrate it, and what the key keeps apart.
import { describe, expect, it, vi } from "vitest";
import { quietServerLayoutEffectWarning } from "./testing";
import { createRemixStub } from "@remix-run/testing";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { ProjectCard as ProjectCardData } from "~/models/project.server";
import { EMPTY_BOOKMARKS } from "~/models/bookmark/summary";
import { NO_ENTRY_TARGETS } from "~/models/entry/target-ids";
import { sharedI18n } from "~/utils/i18n";
import type { Language } from "~/utils/language";
import { BookmarksProvider } from "./bookmark/use-bookmarks";
import { EntryTargetsProvider } from "./entry/entry-targets";
import { keptValue, RenderOnceContext, type RenderOnce } from "./kept-html";
import { RENDERED_ONCE_MAX_CHARS, renderOnceFor } from "./kept-html.server";
import { escapeAttribute } from "~/utils/escape-text";
import { CardBody, ProjectCard, cardKey } from "./project-card";

const NOW = new Date("2026-11-20T09:00:00+09:00");

const base: ProjectCardData = {
  id: 6691,
  title: "【SAP/フルリモート】営業支援SaaSのSAP導入支援",
  agentName: "クラウドゲート",
  agentCount: 1,
  stale: false,
  closed: false,
  priceMin: 1_250_000,
  priceMax: 1_500_000,
  priceUnit: 1,
  workdaysMin: 5,
  workdaysMax: 5,
  remoteType: 2,
  location: "東京都（恵比寿駅）・フルリモート",
  publishedAt: "2026-11-19T10:00:00+09:00",
  skills: [
    { id: 1, name: "ABAP" },
    { id: 2, name: "SAP" },
  ],
};

/** Every badge, no price, a range of workdays, no skills, no workdays: each thing a body may show or leave out. */
const variants: Array<[string, ProjectCardData]> = [
  ["new, one agent", base],
  ["grouped, stale, old, no price", { ...base, agentCount: 3, stale: true, publishedAt: "2026-09-01T10:00:00+09:00", priceMin: null, priceMax: null }],
  ["a range of workdays, no skills", { ...base, workdaysMin: 2, workdaysMax: 4, skills: [], remoteType: 0 }],
  ["no workdays, hourly, closed", { ...base, workdaysMin: null, workdaysMax: null, priceUnit: 2, priceMin: 4_000, priceMax: null, closed: true }],
];

function inI18n(language: Language, node: React.ReactNode) {
  return <I18nextProvider i18n={sharedI18n(language)}>{node}</I18nextProvider>;
}

type Visit = {
  path?: string;
  account?: "guest" | "member";
  saved?: boolean;
  applied?: boolean;
  props?: { selectForm?: string; applyHref?: string; hideEntry?: boolean; titleLevel?: 2 | 3 };
};

/** A card as a page renders it, through the router and the visitor's bookmarks and entries. */
function renderCard(project: ProjectCardData, renderOnce: RenderOnce | null, language: Language = "ja", visit: Visit = {}) {
  const { path = "/project/", account = "guest", saved = false, applied = false, props = {} } = visit;
  const Stub = createRemixStub([
    {
      path: new URL(path, "http://localhost").pathname,
      Component: () => (
        <BookmarksProvider account={account} summary={{ ...EMPTY_BOOKMARKS, projectIds: saved ? [project.id] : [] }}>
          <EntryTargetsProvider account={account} initial={{ ...NO_ENTRY_TARGETS, projectIds: applied ? [project.id] : [] }}>
            <ProjectCard project={project} now={NOW} {...props} />
          </EntryTargetsProvider>
        </BookmarksProvider>
      ),
    },
  ]);
  return renderToString(inI18n(language, <RenderOnceContext.Provider value={renderOnce}>{<Stub initialEntries={[path]} />}</RenderOnceContext.Provider>));
}

/** The ways a visitor sees a card: saved, applied to as a member, on a page whose path needs escaping, in the
 * saved list with its checkbox, on a landing page with its own form, with no entry button. */
const visits: Array<[string, Visit]> = [
  ["a guest on the search page", {}],
  ["saved, applied to, a member", { account: "member", saved: true, applied: true }],
  ["a member who has not applied", { account: "member" }],
  ["a path with characters to escape", { path: `/project/?keyword=${encodeURIComponent("C#")}&x='a'&y="b"&z=<c>` }],
  ["the saved list's checkbox, a heading of level 2", { path: "/bookmark/", props: { selectForm: "bulk-entry", titleLevel: 2 } }],
  ["a landing page's own form", { path: "/lp/java/", props: { applyHref: "/lp/java/input/?project=6691" } }],
  ["no entry button", { props: { hideEntry: true } }],
];

describe("a listing card's kept body", () => {
  quietServerLayoutEffectWarning();

  it.each(variants)("%s: the page is the same with the kept HTML as rendered in place", (_, project) => {
    for (const language of ["ja", "en"] as const) {
      const inPlace = renderCard(project, null, language);
      expect(renderCard(project, renderOnceFor(language), language)).toBe(inPlace);
      expect(inPlace).toContain(`<a href="/project/detail/${project.id}/">`);
    }
  });

  it.each(variants)("%s: the static markup is what the browser renders to hydrate it (no adjacent text nodes)", (_, project) => {
    const body = inI18n("ja", <CardBody project={project} isNew titleLevel={3} />);
    expect(renderToStaticMarkup(body)).toBe(renderToString(body));
  });

  it("shows the badges, price and facts", () => {
    const html = renderCard(variants[1][1], renderOnceFor("ja"));
    expect(html).toContain("3社が掲載");
    expect(html).toContain("最終確認から30日以上");
    expect(html).toContain("単価応相談");
    expect(html).not.toContain("NEW");
    expect(renderCard(base, renderOnceFor("ja"))).toContain('<span class="badge badge--new">NEW</span>');
  });

  it.each(visits)("%s: the page is the same with the kept HTML, for every kind of card", (_, visit) => {
    for (const [, project] of variants) {
      const inPlace = renderCard(project, null, "ja", visit);
      expect(renderCard(project, renderOnceFor("ja"), "ja", visit)).toBe(inPlace);
      // Kept once, the same card on another page takes that page's path.
      expect(renderCard(project, renderOnceFor("ja"), "ja", { ...visit, path: "/project/skill/1/" })).toBe(
        renderCard(project, null, "ja", { ...visit, path: "/project/skill/1/" }),
      );
    }
  });

  it("writes values into a kept piece as React writes text and attributes: the page's path into a card", () => {
    for (const value of [`/project/?a=1&b=2`, `"quoted" 'single' <tag> & &amp;`, "\u0000here", "$& $1 $$"]) {
      expect(renderToStaticMarkup(<input type="hidden" value={value} />)).toBe(`<input type="hidden" value="${escapeAttribute(value)}"/>`);
    }
    const renderOnce = renderOnceFor("en");
    const piece = () => <p title={keptValue("a")}>{keptValue("b")}</p>;
    expect(renderOnce("card", "values", piece, { a: `"x" & 'y'`, b: "<z>" })).toBe('<p title="&quot;x&quot; &amp; &#x27;y&#x27;">&lt;z&gt;</p>');
    expect(renderOnce("card", "values", piece, { a: "1" })).toBe('<p title="1">\u0000b\u0000</p>');
    const html = renderCard(base, renderOnceFor("ja"), "ja", { path: "/project/?keyword=$&" });
    expect(html).toContain('name="redirect_to" value="/project/?keyword=$&amp;"');
  });

  it("keys on everything the card shows", () => {
    const buttons = {
      saved: false,
      entry: { href: "/entry_signup/input/project/6691/", props: { className: "button", rel: "nofollow" }, content: "エントリー" },
    };
    const key = cardKey(base, true, 3, buttons);
    for (const changed of [
      cardKey(base, false, 3, buttons),
      cardKey(base, true, 2, buttons),
      cardKey({ ...base, title: "別の案件" }, true, 3, buttons),
      cardKey({ ...base, priceMax: 1_600_000 }, true, 3, buttons),
      cardKey({ ...base, stale: true }, true, 3, buttons),
      cardKey({ ...base, closed: true }, true, 3, buttons),
      cardKey({ ...base, skills: [{ id: 1, name: "ABAP" }] }, true, 3, buttons),
      cardKey(base, true, 3, { ...buttons, saved: true }),
      cardKey(base, true, 3, { ...buttons, selectForm: "bulk-entry" }),
      cardKey(base, true, 3, { ...buttons, entry: null }),
      cardKey(base, true, 3, { ...buttons, entry: { ...buttons.entry, href: "/mypage/entry/" } }),
    ])
      expect(changed).not.toBe(key);
  });

  it("renders a key once, and keeps at most its kind's budget, dropping the least recently used", () => {
    const renderOnce = renderOnceFor("en");
    const content = vi.fn(() => <p>kept</p>);
    expect(renderOnce("card", "first", content)).toBe("<p>kept</p>");
    expect(renderOnce("card", "first", content)).toBe("<p>kept</p>");
    expect(content).toHaveBeenCalledTimes(1);
    // Pieces of a fiftieth of the budget with their keys ("filler 00" and "<p>…</p>"): fifty fill it.
    const size = RENDERED_ONCE_MAX_CHARS.card / 50;
    const big = (i: number) => () => <p>{String(i).padEnd(size - 9 - 7, ".")}</p>;
    for (let i = 0; i < 49; i++) renderOnce("card", `filler ${String(i).padStart(2, "0")}`, big(i));
    renderOnce("card", "first", content); // used again: now the most recent
    renderOnce("card", "one more", big(99)); // over the budget: drops "filler 00", the least recently used
    renderOnce("card", "first", content);
    expect(content).toHaveBeenCalledTimes(1);
    const again = vi.fn(big(0));
    renderOnce("card", "filler 01", again);
    expect(again).not.toHaveBeenCalled();
    renderOnce("card", "filler 00", again);
    expect(again).toHaveBeenCalledTimes(1);
  });
});
