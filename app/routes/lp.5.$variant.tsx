// The campaign page and its copy revisions; under the LP redirect experiment the revisions send the
// visitor to /lp/5/all/ (decision 017).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LandingPage } from "~/components/landing/landing-page";
import { landingHandle, landingLinks, landingMeta } from "~/components/landing/route-parts";
import { campaignLanding } from "~/models/landing/landing";
import { landingPageLoader } from "~/models/landing/routes.server";

export const handle = landingHandle;
export const links = landingLinks;
export const meta = landingMeta;

export const loader = ({ request, params }: LoaderFunctionArgs) => landingPageLoader(request, campaignLanding(params.variant));

export default function CampaignLandingPage() {
  return <LandingPage {...useLoaderData<typeof loader>()} />;
}
