// The quality gates: every page of the crawl list, as a guest (and as a member where it
// shows the member's own), on a phone (390×844, light) and a desktop (1280×800, dark): axe-core with
// no serious or critical violation (contrast included, so in both colour schemes), no sideways
// scrolling, no console error, its internal links answering, and its HTML valid for the Nu HTML
// Checker; every class it uses styled by a sheet it loads; on the phone, nothing that floats (a prompt,
// a bar) over a form control it does not belong to.
// A page added to the site is added to crawl-list.ts, or this fails.
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { CRAWL_LIST, type CrawlPage, type Visitor } from "./crawl-list";
import { E2E_VNU_PORT } from "./e2e-env";
import { expect, logInAsMember, PASSWORD, test, uniqueEmail, type Page } from "./fixtures";

// The crawl runs once, with JavaScript (axe runs in the page); decided before a page is opened, so the
// skipped half costs nothing.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "the crawl runs once, with JavaScript");

/** The phone in light mode, the desktop in dark mode: every page's contrast is checked in both schemes, once each. */
const VIEWPORTS = [
  { width: 390, height: 844, colorScheme: "light" },
  { width: 1280, height: 800, colorScheme: "dark" },
] as const;
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/** What an internal link may answer: a page or a redirect. */
const LINK_STATUSES = [200, 301, 302, 303, 307, 308];
/** Links of one shape (/project/detail/#/) checked per page: a list page has 30 of them. */
const LINKS_PER_SHAPE = 2;

test("every route file has an entry in the crawl list, and every entry a route file", () => {
  const files = fs.readdirSync("app/routes").filter((file) => !file.startsWith(".") && !/\.test\.tsx?$/.test(file));
  expect(files.filter((file) => !(file in CRAWL_LIST))).toEqual([]);
  expect(Object.keys(CRAWL_LIST).filter((file) => !files.includes(file))).toEqual([]);
});

let openProject: Promise<string> | undefined;
/** An open listing's id, from the first page of the search. */
function openProjectId(request: APIRequestContext) {
  openProject ??= request.get("/project/").then(async (response) => (await response.text()).match(/\/project\/detail\/(\d+)\//)![1]);
  return openProject;
}

/** Logs in as a new member with desired conditions and one scout; the scout's id. */
async function logInWithProfileAndScout(page: Page): Promise<string> {
  const response = await page.request.post("/test-session/", { form: { email: uniqueEmail("profiled"), password: PASSWORD, profiled: "1" } });
  expect(response.status()).toBe(204);
  return response.headers()["x-scout-id"];
}

/** The market-price form answered as a visitor would (Java 5 years, Tokyo), so its result page shows. */
async function answerMarketPriceForm(page: Page) {
  const form = { jobTypeId: "1", "skills[0].id": "1", "skills[0].years": "5", experienceYears: "8", workdays: "5", workStyle: "1", prefectureId: "13" };
  const response = await page.request.post("/project/marketprice/input/", { form, maxRedirects: 0 });
  expect(response.status()).toBe(302);
}

const checkedLinks = new Set<string>();

async function brokenLinks(request: APIRequestContext, hrefs: string[]): Promise<string[]> {
  const perShape = new Map<string, number>();
  const broken: string[] = [];
  for (const href of new Set(hrefs)) {
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    const path = href.split("#")[0];
    if (!path || checkedLinks.has(path)) continue;
    const shape = path.split("?")[0].replace(/\d+/g, "#");
    const seen = perShape.get(shape) ?? 0;
    if (seen >= LINKS_PER_SHAPE) continue;
    perShape.set(shape, seen + 1);
    checkedLinks.add(path);
    const response = await request.get(path, { maxRedirects: 0 });
    if (!LINK_STATUSES.includes(response.status())) broken.push(`${path} → ${response.status()}`);
  }
  return broken;
}

async function htmlErrors(html: string): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${E2E_VNU_PORT}/?out=json`, {
    method: "POST",
    headers: { "Content-Type": "text/html; charset=utf-8" },
    body: html,
  });
  const { messages } = (await response.json()) as { messages: Array<{ type: string; message: string; lastLine?: number; extract?: string }> };
  return messages.filter((m) => m.type === "error").map((m) => `line ${m.lastLine}: ${m.message} [${(m.extract ?? "").trim().slice(0, 80)}]`);
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself (the site has no iframes), at half the time of opening a page for each result;
  // only violations are listed node by node (a search page's passes alone took a second to gather and send).
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(AXE_TAGS)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(", ")}${v.nodes.length > 3 ? ` … ${v.nodes.length} in all` : ""}`,
    );
}

/** Every class some stylesheet of app/styles styles (comments left out). */
const STYLED_CLASSES = fs
  .readdirSync("app/styles")
  .filter((file) => file.endsWith(".css"))
  .flatMap((file) =>
    [
      ...fs
        .readFileSync(`app/styles/${file}`, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .matchAll(/\.([a-zA-Z][\w-]*)/g),
    ].map((m) => m[1]),
  );

/**
 * Classes on the page that one of our stylesheets styles but none of the page's loaded sheets does: a route
 * that forgot a sheet in its links (each route loads only the CSS it uses, decision 010).
 */
async function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate((styled) => {
    const known = new Set(styled);
    const loaded = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(/\.([a-zA-Z][\w-]*)/g)) loaded.add(m[1]);
        if ("cssRules" in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const used = new Set([...document.querySelectorAll("[class]")].flatMap((el) => [...el.classList]));
    return [...used].filter((name) => known.has(name) && !loaded.has(name)).sort();
  }, STYLED_CLASSES);
}

/**
 * Form controls that something fixed or sticky covers on the screen as it opens: a prompt or a bar over
 * the boxes a visitor is using. A form's own sticky buttons over its own fields are not counted.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.display !== "none" && style.visibility !== "hidden" && Number(style.opacity) > 0 && box.width > 0 && box.height > 0;
    };
    const floats = [...document.querySelectorAll("body *")].filter((e) => ["fixed", "sticky"].includes(getComputedStyle(e).position) && shown(e));
    const controls = [...document.querySelectorAll("input:not([type=hidden]), select, textarea, button")].filter(shown);
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return floats.flatMap((float) =>
      controls
        .filter((control) => !float.contains(control) && !(float.closest("form") && float.closest("form") === control.closest("form")))
        .filter((control) => overlap(float.getBoundingClientRect(), control.getBoundingClientRect()))
        .map(
          (control) =>
            `${float.tagName.toLowerCase()}.${float.classList[0] ?? ""} covers ${control.tagName.toLowerCase()}[name=${control.getAttribute("name") ?? ""}]`,
        ),
    );
  });
}

const visits = Object.values(CRAWL_LIST)
  .flatMap((entry) => ("pages" in entry ? entry.pages : []))
  .flatMap((page: CrawlPage) => page.as.map((visitor: Visitor) => ({ ...page, visitor })));

for (const { path, visitor, status = 200 } of visits) {
  test(`${path} as a ${visitor}`, async ({ page }) => {
    // A member's matched list at two widths with axe, under a full suite beside it, can take most of a minute.
    test.setTimeout(90_000);
    if (visitor === "member") await logInAsMember(page);
    const scoutId = visitor === "profiled" ? await logInWithProfileAndScout(page) : "";
    if (path === "/project/marketprice/complete/") await answerMarketPriceForm(page);
    // The demo data's chaos maps are this year's and last year's (app/seed/agent-extras.ts).
    const url = path
      .replace("{project}", await openProjectId(page.request))
      .replace("{chaosmapYear}", String(new Date().getUTCFullYear()))
      .replace("{scout}", scoutId);
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      // An error page's own status is reported by the browser as a failed resource.
      if (message.type() === "error" && !(status !== 200 && message.text().startsWith("Failed to load resource"))) consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));

    await page.setViewportSize(VIEWPORTS[0]);
    const response = await test.step("open", async () => {
      const opened = await page.goto(url, { waitUntil: "load" });
      expect(opened?.status(), `status of ${url}`).toBe(status);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      return opened!;
    });
    // The links and the HTML the server sent are checked by requests while the browser lays the page out.
    const hrefs = await page.$$eval("a[href]", (links) => links.map((link) => link.getAttribute("href") ?? ""));
    const serverChecks = Promise.all([brokenLinks(page.request, hrefs), response.text().then(htmlErrors)]);
    // Everything laid out, as for a reader who scrolls to the end: parts below the first screen wait
    // for it otherwise (content-visibility), and their overflow would go unseen.
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    for (const { width, height, colorScheme } of VIEWPORTS) {
      // The same page laid out again at the next width and scheme: the server renders one page for all.
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect.soft(overflow, `sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      if (width === VIEWPORTS[0].width) expect.soft(await coveredControls(page), `controls covered at ${width} px`).toEqual([]);
      await test.step(`axe at ${width} px`, async () => expect.soft(await seriousAxeViolations(page), `axe at ${width} px, ${colorScheme}`).toEqual([]));
    }
    expect.soft(await unstyledClasses(page), "classes whose stylesheet the page does not load").toEqual([]);
    expect.soft(consoleErrors, "console errors").toEqual([]);
    const [broken, invalid] = await test.step("links and Nu", () => serverChecks);
    expect.soft(broken, "internal links").toEqual([]);
    // The HTML the server sent (the page's own response, not the DOM after hydration).
    expect.soft(invalid, "Nu HTML Checker errors").toEqual([]);
  });
}
