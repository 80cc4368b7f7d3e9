// GET /api/project/count — spec §7: { total: { count, updated_at } }.
import { getProjectCount } from "~/models/site-figures.server";

export async function loader() {
  const total = await getProjectCount();
  return Response.json({ total }, { headers: { "Cache-Control": "public, max-age=60" } });
}
