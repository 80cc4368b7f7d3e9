// The XML sitemap: an index of parts, as the protocol allows at most 50,000 URLs a file.
import { getDb } from "~/db/client.server";
import { WORKDAY_OPTIONS } from "~/constants";
import { SKILLS } from "~/data/skills";
import { PREFECTURES } from "~/data/prefectures";
import { ENTRY_JOB_TYPES } from "~/data/job-types";
import { INDUSTRIES } from "~/data/industries";
import { CHARACTERISTICS } from "~/data/characteristics";
import { CROSS_CATEGORIES } from "~/data/cross-categories";
import { categoryFilters, type CategoryKey } from "~/search/categories";
import { PRICE_OVER_OPTIONS } from "~/constants";
import { getSearchEngine } from "~/search/engine.server";
import { openListing } from "~/models/listing/queries.server";
import { getColumnCategories, getColumnTags } from "~/models/column/queries.server";
import { listPartnerships } from "~/models/partnership.server";
import { ALL_SEGMENT } from "~/models/market/segment";
import { MIN_SEGMENT_LISTINGS, type SegmentStats } from "~/models/market/statistics";
import { allAgentCards } from "~/models/agent/directory.server";
import { chaosmapYears } from "~/models/agent/chaosmap.server";
import { INDEXABLE_LANDING_PATHS } from "~/models/landing/landing";

export const SITEMAP_PART_SIZE = 50_000;
const STATIC_PATHS = [
  "/",
  "/project/",
  "/faq/",
  "/sitemap/",
  "/service/",
  "/service/career/",
  "/legal/1/",
  "/legal/2/",
  "/legal/3/",
  "/legal/4/",
  ...INDEXABLE_LANDING_PATHS,
];

export type SitemapUrl = { path: string; lastmod?: string };

export async function sitemapParts(): Promise<string[]> {
  const last = await getDb().selectFrom("projects").select("id").orderBy("id", "desc").limit(1).executeTakeFirst();
  const projectParts = Math.max(1, Math.ceil((last?.id ?? 0) / SITEMAP_PART_SIZE));
  return ["static", "categories", "columns", "agents", "market", ...Array.from({ length: projectParts }, (_, i) => `projects-${i + 1}`)];
}

export async function sitemapUrls(part: string): Promise<SitemapUrl[] | null> {
  const db = getDb();
  if (part === "static") {
    const partners = await listPartnerships();
    return [...STATIC_PATHS, ...(partners.length > 0 ? ["/partnership/", ...partners.map((p) => `/partnership/${p.id}/lp/`)] : [])].map((path) => ({ path }));
  }
  if (part === "categories") {
    const agents = await db.selectFrom("agents").select("id").where("is_published", "=", 1).orderBy("id").execute();
    const engine = await getSearchEngine();
    // An empty category page is noindex (search-meta.ts): it is left out here too.
    const ids = (category: CategoryKey, list: Array<{ id: number } | number>) =>
      list
        .map((item) => (typeof item === "number" ? item : item.id))
        .filter((id) => engine.count(categoryFilters(category, id)) > 0)
        .map((id) => ({ path: `/project/${category}/${id}/` }));
    return [
      ...ids("skill", SKILLS),
      ...ids("prefecture", PREFECTURES),
      ...ids("job", ENTRY_JOB_TYPES),
      ...ids("industry", INDUSTRIES),
      ...ids("characteristic", CHARACTERISTICS),
      ...ids("cross", CROSS_CATEGORIES),
      ...ids("price_over", [...PRICE_OVER_OPTIONS]),
      ...ids("workdays", [...WORKDAY_OPTIONS]),
      ...ids("agent", agents),
    ];
  }
  if (part === "columns") {
    const [columns, categories, tags] = await Promise.all([
      db.selectFrom("columns").select(["id", "updated_at"]).where("is_published", "=", 1).orderBy("id").execute(),
      getColumnCategories(),
      getColumnTags(),
    ]);
    return [
      { path: "/column/" },
      { path: "/column/list/" },
      // A category without articles lists nothing: left out, as empty listing pages are.
      ...categories.filter((c) => c.count > 0).map((c) => ({ path: `/column/category/${c.id}/` })),
      ...tags.map((tag) => ({ path: `/column/tag/${tag.id}/` })),
      ...columns.map((c) => ({ path: `/column/detail/${c.id}/`, lastmod: c.updated_at })),
    ];
  }
  if (part === "agents") {
    const [cards, years] = await Promise.all([allAgentCards(), chaosmapYears()]);
    return [
      { path: "/agent/" },
      ...cards.map((card) => ({ path: `/agent/detail/${card.id}/` })),
      // A reviews page without reviews is noindex (agent.detail.$id.user.tsx): left out here too.
      ...cards.filter((card) => card.rating).map((card) => ({ path: `/agent/detail/${card.id}/user/` })),
      ...years.map((year) => ({ path: `/agent/chaosmap/${year}/` })),
    ];
  }
  if (part === "market") {
    // A segment too small for a median is noindex (project.marketprice._index.tsx): left out here too.
    const segments = await db
      .selectFrom("market_segments")
      .select(["segment", "data"])
      .where("listing_count", ">=", MIN_SEGMENT_LISTINGS)
      .orderBy("segment")
      .execute();
    return segments.flatMap(({ segment, data }) => {
      if ((JSON.parse(data) as SegmentStats).price === null) return [];
      if (segment === ALL_SEGMENT) return [{ path: "/project/marketprice/" }];
      const [kind, id] = segment.split(":");
      return [{ path: `/project/marketprice/?${kind}=${id}` }];
    });
  }
  const match = /^projects-([1-9]\d{0,4})$/.exec(part);
  if (!match) return null;
  const first = (Number(match[1]) - 1) * SITEMAP_PART_SIZE + 1;
  const rows = await db
    .selectFrom("projects")
    .select(["id", "updated_at"])
    .where("id", ">=", first)
    .where("id", "<", first + SITEMAP_PART_SIZE)
    .where(openListing)
    // Unconfirmed for a month (models/listing/freshness.ts): its page is noindex.
    .where("stale", "=", 0)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ path: `/project/detail/${r.id}/`, lastmod: r.updated_at }));
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function urlsetXml(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.map((u) => `<url><loc>${escapeXml(origin + u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, parts: string[]): string {
  const entries = parts.map((part) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${part}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}
