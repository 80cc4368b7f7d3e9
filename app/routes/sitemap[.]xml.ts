// GET /sitemap.xml — the sitemap index.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapIndexXml, sitemapParts } from "~/models/sitemap.server";
import { siteOrigin } from "~/utils/site-origin.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return new Response(sitemapIndexXml(siteOrigin(request), await sitemapParts()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
