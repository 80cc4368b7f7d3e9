// GET /robots.txt — crawl everything public; keep crawlers out of accounts, the entry forms, mailed
// links and the JSON calls. Sign-in and sign-up stay crawlable: they say noindex, which a crawler
// kept out would never read (issue 13).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/utils/site-origin.server";

const PRIVATE_PATHS = ["/api/", "/users/", "/entry/", "/entry_signup/", "/password_reset/", "/stop/", "/partnership/*/redirect/"];

export async function loader({ request }: LoaderFunctionArgs) {
  const lines = ["User-agent: *", "Allow: /", ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), "", `Sitemap: ${siteOrigin(request)}/sitemap.xml`, ""];
  return new Response(lines.join("\n"), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
