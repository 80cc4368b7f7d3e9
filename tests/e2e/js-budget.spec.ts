// First-load JavaScript per page type and per form: every script a phone downloads to show and
// hydrate the page, gzipped as it travels, summed and held to the page's budget. The budgets only go
// down; the target is 120 KB on every page type and every form. JavaScript on only: without it no
// script is loaded. (`npx tsx scripts/js-weight.ts` counts the same from the build, route by route.)
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import type { ServerBuild } from "@remix-run/node";
import { FORM_PAGES, PAGE_TYPES, type FormPage, type PageType } from "../../scripts/page-types";
import type { Response } from "@playwright/test";
import { expect, logInAsMember, openMenu, test, type Page } from "./fixtures";

// Decided before a page is opened, so the skipped half costs nothing.
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "no script loads without JavaScript");

test.use({ userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36" });

const KB = 1024;
/** Each page's last measure with a little headroom (decisions 036, 042, 044, 045); lower a budget whenever a change lowers its page. */
const JS_BUDGET_KB: Record<PageType, number> = {
  top: 119.4,
  search: 120,
  detail: 114,
  "static page": 108,
  column: 108,
  "agent list": 116.4,
  "market price": 116,
  "landing page": 111,
  "sign-up": 112,
};

/** As above (decision 045). The profile's edit pages are still over the target: every member page's texts and the entry steps' come with them. */
const FORM_BUDGET_KB: Record<FormPage, number> = {
  "entry (project)": 120,
  "entry (agent)": 120,
  "sign-in before an entry": 114,
  "landing page entry": 118,
  "market price": 112,
  "sign-in": 112,
  "password forgotten": 112,
  "settings: password": 116,
  "settings: mail magazine": 116,
  "profile: basic": 122,
  "profile: working": 122,
  "profile: career": 122,
  "profile: work history": 121,
  "profile: 自己PR, résumé": 119,
};

/**
 * The scripts the page needs before it works, as its HTML asks for them: the modules it preloads (the
 * entry, the matched routes' modules with their imports, the language's texts) and those its inline
 * module script imports; not the other routes prefetched for links, nor what loads after the page.
 */
function firstLoadScripts(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const served = new DOMParser().parseFromString(source, "text/html");
    const preloaded = [...served.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href") ?? "");
    const imported = [...served.querySelectorAll('script[type="module"]')].flatMap((script) => [
      script.getAttribute("src") ?? "",
      ...[...(script.textContent ?? "").matchAll(/\bimport\s*(?:\(\s*|[^"'();]*?from\s*)?["']([^"']+)["']/g)].map((match) => match[1]),
    ]);
    return [...new Set([...preloaded, ...imported])].filter(Boolean);
  }, html);
}

/** The page's first-load scripts: each one's text and gzipped size. */
async function firstLoad(page: Page, path: string): Promise<Array<{ text: string; gzipped: number }>> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
  return Promise.all(
    (await firstLoadScripts(page, html)).map(async (file) => {
      const body = await (await page.request.get(file)).body();
      return { text: body.toString("utf8"), gzipped: zlib.gzipSync(body).length };
    }),
  );
}

/** The page's first-load JavaScript in KB, gzipped, printed beside its budget. */
async function firstLoadKb(page: Page, name: string, path: string, budgetKb: number): Promise<number> {
  const scripts = await firstLoad(page, path);
  const total = scripts.reduce((sum, script) => sum + script.gzipped, 0);
  console.log(`${name.padEnd(22)} ${path.padEnd(32)} ${(total / KB).toFixed(1)} KB in ${scripts.length} scripts (budget ${budgetKb} KB)`);
  return total / KB;
}

for (const { type, path } of PAGE_TYPES) {
  const budgetKb = JS_BUDGET_KB[type];
  test(`${type} (${path}) loads at most ${budgetKb} KB of JavaScript, gzipped`, async ({ page }) => {
    expect(await firstLoadKb(page, type, path, budgetKb)).toBeLessThanOrEqual(budgetKb);
  });
}

/** An open listing's id: the first card of the search page. */
async function openProjectId(page: Page): Promise<string> {
  return (await (await page.request.get("/project/")).text()).match(/\/project\/detail\/(\d+)\//)![1];
}

for (const form of FORM_PAGES) {
  const budgetKb = FORM_BUDGET_KB[form.form];
  test(`the ${form.form} form (${form.path}) loads at most ${budgetKb} KB of JavaScript, gzipped`, async ({ page }) => {
    if ("member" in form) await logInAsMember(page);
    const path = form.path.includes("{project}") ? form.path.replace("{project}", await openProjectId(page)) : form.path;
    expect(await firstLoadKb(page, form.form, path, budgetKb)).toBeLessThanOrEqual(budgetKb);
  });
}

test("a page's scripts carry its visitor's language only, preloaded with the others", async ({ page }) => {
  await page.goto("/faq/");
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
  const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const bodies = await Promise.all(preloaded.map(async (href) => (await page.request.get(href)).text()));
  // English text is in no script of a Japanese page; the page still reads in Japanese once hydrated.
  expect(bodies.some((body) => body.includes("Anken Finder"))).toBe(false);
  await expect(page.getByRole("link", { name: "案件ファインダー" }).first()).toBeVisible();
});

/** A script's text; empty when the page moved on before it could be read (the parts loaded after the page
 * may arrive as the next page is opened, and Chromium then drops their bodies). */
const bodyOf = (response: Response) => response.text().catch(() => "");

/** The text chunks the page fetches, by namespace (the build names each after its file: `common-HASH.js`). */
function textChunksFetched(page: Page): string[] {
  const fetched: string[] = [];
  page.on("request", (request) => {
    const name = request.url().match(/\/build\/_shared\/([a-z]+)-[A-Z0-9]+\.js$/)?.[1];
    if (name && name !== "chunk") fetched.push(name);
  });
  return fetched;
}

test("a page preloads only the texts its routes use; going to a page that needs others loads them before it shows", async ({ page }) => {
  const fetched = textChunksFetched(page);
  await page.goto("/");
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
  // The top page's own texts, its newest columns' and its listing cards'.
  expect(fetched.sort()).toEqual(["column", "common", "listing", "top"]);
  // Client-side navigations: to the FAQ from the menu (the static texts), then to sign-in (the account texts, and the fields' every form shares).
  await (await openMenu(page)).getByRole("link", { name: "よくある質問" }).click();
  await expect(page).toHaveURL(/\/faq\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "よくある質問" })).toBeVisible();
  await expect(page.getByText("案件ファインダーについてよくいただくご質問をまとめました。", { exact: false })).toBeVisible();
  await expect(page).toHaveTitle(/^よくある質問 \| 案件ファインダー$/);
  await page.locator(".header-button--login").click();
  await expect(page).toHaveURL(/\/signin\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "ログイン" })).toBeVisible();
  await expect(page).toHaveTitle(/^ログイン \| 案件ファインダー$/);
  expect(fetched.sort()).toEqual(["account", "column", "common", "fields", "listing", "static", "top"]);
});

test("when a page's texts cannot be fetched after a navigation, the page is loaded from the server", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
  await page.route(/\/build\/_shared\/static-[A-Z0-9]+\.js$/, (route) => route.abort("connectionreset"));
  await (await openMenu(page)).getByRole("link", { name: "よくある質問" }).click();
  await expect(page).toHaveURL(/\/faq\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "よくある質問" })).toBeVisible();
  await expect(page.getByText("案件ファインダーについてよくいただくご質問をまとめました。", { exact: false })).toBeVisible();
});

test("the telemetry and the mail-magazine prompt load after the page, not with it", async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => void (/\/build\/.*\.js$/.test(new URL(response.url()).pathname) && bodies.push(bodyOf(response))));
  // Each part's own marks, in no other script: the telemetry's reload guard, the prompt's class.
  const loaded = async (mark: string) => (await Promise.all(bodies)).some((body) => body.includes(mark));
  const firstLoadBodies = (await firstLoad(page, "/faq/")).map((script) => script.text);
  expect(firstLoadBodies.some((body) => body.includes("reload-on-chunk-error") || body.includes("mailmag-prompt"))).toBe(false);
  await page.waitForFunction(() => document.readyState === "complete");
  await expect.poll(() => loaded("reload-on-chunk-error")).toBe(true);
  await expect.poll(() => loaded("mailmag-prompt")).toBe(true);
});

/** Every route's module and its imports, as the build hands them to the request handler. */
async function routeScripts(): Promise<Record<string, string[]>> {
  const build = (await import(pathToFileURL(resolve("build/index.js")).href)) as ServerBuild;
  return Object.fromEntries(Object.entries(build.assets.routes).map(([id, route]) => [id, [route.module, ...(route.imports ?? [])]]));
}

/** The routes whose modules import, with their first scripts, a chunk whose text holds `mark`. */
async function routesImporting(page: Page, mark: string): Promise<{ routes: number; importing: string[] }> {
  const routes = await routeScripts();
  const chunks = [...new Set(Object.values(routes).flat())];
  const marked = new Set<string>();
  await Promise.all(chunks.map(async (chunk) => void ((await (await page.request.get(chunk)).text()).includes(mark) && marked.add(chunk))));
  const importing = Object.entries(routes)
    .filter(([, scripts]) => scripts.some((chunk) => marked.has(chunk)))
    .map(([id]) => id);
  return { routes: Object.keys(routes).length, importing };
}

test("no page loads the rules' library with its first scripts: no route module imports it", async ({ page }) => {
  // A route module that imports a schema, or @conform-to/zod, even for its action alone, drags zod's
  // chunk into the page's first load (decision 036). None may import a chunk holding zod's issue code.
  const { routes, importing } = await routesImporting(page, "invalid_type");
  expect(routes).toBeGreaterThan(100);
  expect(importing).toEqual([]);
});

test("no page loads Conform's runtime with its first scripts: forms check themselves with useFormChecks", async ({ page }) => {
  // Conform's runtime comes with its parser on a form's first focus, never with a page (decision 045).
  // Its intent field's name is in no other script.
  expect((await routesImporting(page, "__intent__")).importing).toEqual([]);
});

test("a form page loads its rules' library only once a visitor reaches into a form", async ({ context }) => {
  for (const path of ["/signup/", "/password_forget/input/", "/entry_signup/input/agent/", "/project/marketprice/input/"]) {
    // A tab of its own: what the form before loaded late is not counted for this one.
    const page = await context.newPage();
    const bodies: Promise<string>[] = [];
    page.on("response", (response) => void (/\/build\/.*\.js$/.test(new URL(response.url()).pathname) && bodies.push(bodyOf(response))));
    await page.goto(path);
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    // zod's own issue code, in no other script.
    const zodLoaded = async () => (await Promise.all(bodies)).some((body) => body.includes("invalid_type"));
    expect(await zodLoaded(), path).toBe(false);
    // The first field a visitor can reach (not the social sign-in's buttons, not the robots' honeypot).
    await page.locator('main form :is(input:not([type=hidden]):not([tabindex="-1"]), select, textarea)').first().focus();
    await expect.poll(zodLoaded, { message: path }).toBe(true);
    await page.close();
  }
});
