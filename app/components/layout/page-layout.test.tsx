// Each of the seven layouts (docs/product.md, Pages) renders its own frame.
import { NO_ENTRY_TARGETS } from "~/models/entry/target-ids";
import { describe, expect, it } from "vitest";
import { quietServerLayoutEffectWarning } from "../testing";
import { createRemixStub } from "@remix-run/testing";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createI18n } from "~/utils/i18next.server";
import { LAYOUT_NAMES, type LayoutName } from "~/utils/route-handle";
import { GUEST } from "~/models/account/page-frame";
import { EMPTY_BOOKMARKS } from "~/models/bookmark/summary";
import { PageLayout, type PageFrameData } from "./page-layout";
import { SearchLists } from "./footer-kept-parts";
import { KeptHtmlContext } from "../kept-html";
import type { SearchLinks } from "~/utils/links";
import { DEFAULT_PATTERNS } from "~/components/experiment/patterns";

const footerLinks: SearchLinks = {
  skill: [{ id: 1, name: "Java" }],
  fw: [{ id: 46, name: "React" }],
  jobType: [{ id: 1, name: "システムエンジニア(SE)" }],
  prefecture: [{ id: 13, name: "東京都" }],
  agent: [{ id: 1, name: "テックブリッジ" }],
};

const frame: PageFrameData = {
  total: 364_210,
  agentCount: 120,
  year: 2026,
  language: "ja",
  origin: "https://anken.example.jp",
  account: GUEST,
  notice: null,
  bookmarks: EMPTY_BOOKMARKS,
  entryTargets: NO_ENTRY_TARGETS,
  unopenedScout: false,
  patterns: DEFAULT_PATTERNS,
};

function render(layout: LayoutName) {
  const Stub = createRemixStub([
    {
      path: "/faq/",
      handle: { breadcrumb: () => ({ label: "よくある質問", to: "/faq/" }) },
      Component: () => (
        <PageLayout layout={layout} frame={frame}>
          <h1>本文</h1>
        </PageLayout>
      ),
    },
  ]);
  const i18n = createI18n("ja");
  // The server's entry renders the footer's search lists once and hands the HTML down.
  const keptHtml = {
    "footer-search": renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <SearchLists links={footerLinks} />
      </I18nextProvider>,
    ),
  };
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <KeptHtmlContext.Provider value={keptHtml}>
        <Stub initialEntries={["/faq/"]} />
      </KeptHtmlContext.Provider>
    </I18nextProvider>,
  );
}

describe("layouts", () => {
  quietServerLayoutEffectWarning();

  it("has the seven layouts of the spec", () => {
    expect([...LAYOUT_NAMES].sort()).toEqual(["article", "default", "entry", "lp", "partnership-lp", "register", "simple"]);
  });

  it.each(["default", "article"] as const)("%s: full header, breadcrumbs, full footer", (layout) => {
    const html = render(layout);
    expect(html).toContain('data-variant="full"');
    expect(html).toContain("保存した案件");
    expect(html).toContain("パンくずリスト");
    expect(html).toContain("スキルから探す");
    expect(html).toContain('<a href="/project/prefecture/13/">東京都</a>');
    expect(html).toContain("掲載案件数 36万件以上");
    expect(html).toContain(`data-layout="${layout}"`);
  });

  it("simple: full header and breadcrumbs, short footer", () => {
    const html = render("simple");
    expect(html).toContain("保存した案件");
    expect(html).toContain("パンくずリスト");
    expect(html).not.toContain("スキルから探す");
    expect(html).toContain("利用規約");
    expect(html).toContain("© 2019-2026 案件ファインダー");
  });

  it.each(["entry", "register", "partnership-lp"] as const)("%s: logo-only header, no breadcrumbs, short footer", (layout) => {
    const html = render(layout);
    expect(html).toContain('class="site-header__logo"');
    expect(html).not.toContain("保存した案件");
    expect(html).not.toContain("メニュー");
    expect(html).not.toContain("パンくずリスト");
    expect(html).not.toContain("スキルから探す");
    expect(html).toContain("© 2019-2026 案件ファインダー");
  });

  it("lp: header with the register button only, no breadcrumbs", () => {
    const html = render("lp");
    expect(html).toContain("無料会員登録");
    expect(html).not.toContain("保存した案件");
    expect(html).not.toContain("パンくずリスト");
    expect(html).not.toContain("スキルから探す");
  });

  it("puts the body in <main> and keeps the back-to-top button everywhere", () => {
    for (const layout of LAYOUT_NAMES) {
      const html = render(layout);
      expect(html).toMatch(/<main id="main"[^>]*><h1>本文<\/h1><\/main>/);
      expect(html).toContain("ページの先頭へ戻る");
    }
  });
});
