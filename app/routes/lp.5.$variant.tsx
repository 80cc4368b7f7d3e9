// The campaign page and its copy revisions; under the LP redirect experiment the revisions send the
// visitor to /lp/5/all/ (decision 017).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LandingPage } from "~/pages/landing/landing-page";
import { landingHandle, landingLinks, landingMeta } from "~/pages/landing/route-parts";
import { campaignLanding } from "~/models/landing/landing";
import { landingPageLoader } from "~/pages/landing/route.server";

export const handle = landingHandle;
export const links = landingLinks;
export const meta = landingMeta;

export const loader = ({ request, params }: LoaderFunctionArgs) => landingPageLoader(request, campaignLanding(params.variant));

export default function CampaignLandingPage() {
  return <LandingPage {...useLoaderData<typeof loader>()} />;
}
