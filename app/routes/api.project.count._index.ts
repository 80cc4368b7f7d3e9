// { total: { count, updated_at } } (docs/product.md, Calls the pages make).
import { getProjectCount } from "~/models/site-figures.server";

export async function loader() {
  const total = await getProjectCount();
  return Response.json({ total }, { headers: { "Cache-Control": "public, max-age=60" } });
}
