// The footer's lists, each of { id, name } (docs/product.md, Calls the pages make).
import { getFooterLinks } from "~/models/search-links.server";

export async function loader() {
  return Response.json(await getFooterLinks(), { headers: { "Cache-Control": "public, max-age=300" } });
}
