import { sitemapIndexXml, sitemapParts } from "~/models/sitemap.server";
import { siteOrigin } from "~/utils/site-origin.server";

export async function loader() {
  return new Response(sitemapIndexXml(siteOrigin(), await sitemapParts()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
