// What search engines and link previews read: JobPosting and BreadcrumbList JSON-LD
// against Google's required and recommended properties on a sample of listings, canonical URLs,
// share tags, icons, the manifest and robots.txt.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

const SAMPLE = 6;
type Json = Record<string, any>;

async function jsonLdOf(request: APIRequestContext, path: string): Promise<Json[]> {
  const html = await (await request.get(path, { headers: { "User-Agent": "Googlebot/2.1" } })).text();
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

async function detailPaths(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get("/project/?sort=new")).text();
  return [...new Set([...html.matchAll(/href="(\/project\/detail\/\d+\/)"/g)].map((m) => m[1]))].slice(0, SAMPLE);
}

test.describe("structured data", () => {
  test.skip(({ javaScript }) => !javaScript, "read from the HTML; once is enough");

  test("every sampled listing has a JobPosting with Google's required and recommended properties", async ({ request }) => {
    const paths = await detailPaths(request);
    expect(paths).toHaveLength(SAMPLE);
    for (const path of paths) {
      const job = (await jsonLdOf(request, path)).find((data) => data["@type"] === "JobPosting");
      expect(job, path).toBeTruthy();
      // Required.
      expect(typeof job!.title === "string" && job!.title.length > 0, `${path} title`).toBe(true);
      expect(job!.description, `${path} description`).toMatch(/^<p>/);
      expect(Number.isNaN(Date.parse(job!.datePosted)), `${path} datePosted`).toBe(false);
      expect(job!.hiringOrganization, `${path} hiringOrganization`).toMatchObject({ "@type": "Organization", name: expect.any(String) });
      if (job!.jobLocationType === "TELECOMMUTE")
        expect(job!.applicantLocationRequirements, `${path} remote`).toMatchObject({ "@type": "Country", name: "JP" });
      else
        expect(job!.jobLocation?.address, `${path} jobLocation`).toMatchObject({
          "@type": "PostalAddress",
          addressRegion: expect.any(String),
          addressCountry: "JP",
        });
      // The address holds places only: no station, no "フルリモート" text.
      expect(JSON.stringify(job!.jobLocation ?? {}), path).not.toMatch(/駅|リモート/);
      // Recommended.
      expect(job!.employmentType).toBe("CONTRACTOR");
      expect(job!.identifier, `${path} identifier`).toMatchObject({ "@type": "PropertyValue", name: expect.any(String), value: expect.any(String) });
      if (job!.baseSalary) {
        expect(job!.baseSalary).toMatchObject({
          "@type": "MonetaryAmount",
          currency: "JPY",
          value: { "@type": "QuantitativeValue", unitText: expect.stringMatching(/^(HOUR|DAY|MONTH|YEAR)$/) },
        });
      }
      // Stable across crawls: nothing made up at request time.
      expect(job!.validThrough, path).toBeUndefined();
      expect((await jsonLdOf(request, path)).find((data) => data["@type"] === "JobPosting")).toEqual(job);

      const breadcrumbs = (await jsonLdOf(request, path)).find((data) => data["@type"] === "BreadcrumbList");
      const items: Json[] = breadcrumbs?.itemListElement ?? [];
      expect(items.length, `${path} breadcrumbs`).toBeGreaterThanOrEqual(2);
      items.forEach((item, index) => {
        expect(item).toMatchObject({ "@type": "ListItem", position: index + 1, name: expect.any(String) });
        if (index < items.length - 1) expect(item.item, `${path} crumb ${index + 1}`).toMatch(/^https?:\/\//);
      });
    }
  });

  test("a later page of results is its own canonical page, and every page has share tags", async ({ page }) => {
    await page.goto("/project/skill/1/?page=2&sort=new");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/project\/skill\/1\/\?page=2$/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /\/project\/skill\/1\/\?page=2$/);
    for (const property of ["og:title", "og:description", "og:type", "og:image", "og:site_name"]) {
      await expect(page.locator(`meta[property="${property}"]`), property).toHaveAttribute("content", /.+/);
    }
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    // One theme colour for each colour scheme (the header's surface in light and dark).
    await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute("content", /^#/);
    await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute("content", /^#/);
    await page.goto("/project/skill/1/");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/project\/skill\/1\/$/);
  });

  test("the sitemap lists category pages that have listings, and each of them is indexable", async ({ request }) => {
    const xml = await (await request.get("/sitemaps/categories.xml")).text();
    const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/project\/[a-z_]+\/\d+\/)<\/loc>/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(50);
    // Every tenth: each page has listings and no noindex.
    for (const path of paths.filter((_, i) => i % 10 === 0)) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('name="robots"');
      expect(html, path).toMatch(/class="project-card"/);
    }
  });

  test("icons, the manifest and the share image are real files; robots.txt lets crawlers read the noindex of sign-in", async ({ request }) => {
    const favicon = await request.get("/favicon.ico");
    expect(favicon.status()).toBe(200);
    expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    for (const [path, type] of [
      ["/apple-touch-icon.png", "image/png"],
      ["/og-image.png", "image/png"],
      ["/icon-512.png", "image/png"],
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toBe(type);
    }
    const manifest = await (await request.get("/site.webmanifest")).json();
    expect(manifest).toMatchObject({
      name: "案件ファインダー",
      start_url: "/",
      icons: expect.arrayContaining([expect.objectContaining({ sizes: "512x512" })]),
    });
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).not.toMatch(/Disallow: \/sign(in|up)\//);
    expect(robots).toContain("Disallow: /api/");
    const html = await request.get("/faq/");
    expect(html.headers()["vary"]).toMatch(/Cookie/);
  });
});
