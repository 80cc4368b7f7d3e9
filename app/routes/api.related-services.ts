// The footer's related services (decision 044), for a footer first mounted in the browser.
import type { RelatedServices } from "~/config/operator";
import { operator } from "~/config/operator.server";

export async function loader() {
  const { demo, relatedServices } = operator();
  const list: RelatedServices = { demo, services: relatedServices };
  return Response.json(list, { headers: { "Cache-Control": "public, max-age=300" } });
}
