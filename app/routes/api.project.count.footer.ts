// GET /api/project/count/footer — spec §7: the footer's lists { skill, fw, jobType, prefecture, agent }, each of { id, name }.
import { getFooterLinks } from "~/models/search-links.server";

export async function loader() {
  return Response.json(await getFooterLinks(), { headers: { "Cache-Control": "public, max-age=300" } });
}
