import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapUrls, urlsetXml } from "~/models/sitemap.server";
import { siteOrigin } from "~/utils/site-origin.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const part = /^([a-z0-9-]+)\.xml$/.exec(params.part ?? "")?.[1];
  const urls = part ? await sitemapUrls(part) : null;
  if (!urls) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(urlsetXml(siteOrigin(), urls), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
