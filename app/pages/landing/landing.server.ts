// What a landing page loads: live listings for its audience, and the LP redirect test.
import { redirect } from "@remix-run/node";
import { ExperimentKind, Experiment } from "~/constants";
import { getProjectCards, type ProjectCard } from "~/models/project.server";
import { visitorPatterns } from "~/models/experiment/patterns.server";
import { isLpRedirectPath, LP_REDIRECT_TARGET } from "~/models/experiment/patterns";
import { getSearchEngine } from "~/search/engine.server";
import { parseSearchQuery } from "~/search/query";
import { LANDING_LISTINGS, type Landing } from "~/models/landing/landing";

export async function landingListings(landing: Landing): Promise<ProjectCard[]> {
  const engine = await getSearchEngine();
  const result = engine.search(parseSearchQuery(new URLSearchParams(), landing.copy.filters));
  return getProjectCards(result.ids.slice(0, LANDING_LISTINGS));
}

export async function lpRedirectTest(request: Request) {
  const url = new URL(request.url);
  if (!isLpRedirectPath(url.pathname)) return;
  const { patterns } = await visitorPatterns(request);
  if (patterns[ExperimentKind.lpRedirect] !== Experiment.lpRedirectPattern) return;
  const params = new URLSearchParams(url.search);
  params.set("internal_redirect", url.pathname);
  throw redirect(`${LP_REDIRECT_TARGET}?${params}`);
}
