// Sign-in and sign-up stay crawlable: they say noindex, which a crawler kept out would never read.
import { siteOrigin } from "~/utils/site-origin.server";

const PRIVATE_PATHS = ["/api/", "/users/", "/entry/", "/entry_signup/", "/password_reset/", "/stop/", "/partnership/*/redirect/"];

export async function loader() {
  const lines = ["User-agent: *", "Allow: /", ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), "", `Sitemap: ${siteOrigin()}/sitemap.xml`, ""];
  return new Response(lines.join("\n"), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
