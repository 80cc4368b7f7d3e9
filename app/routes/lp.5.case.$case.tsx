// A freelancer's story, with listings like the ones they took.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LandingPage } from "~/pages/landing/landing-page";
import { landingHandle, landingLinks, landingMeta } from "~/pages/landing/route-parts";
import { caseLanding } from "~/models/landing/landing";
import { landingPageLoader } from "~/pages/landing/route.server";

export const handle = landingHandle;
export const links = landingLinks;
export const meta = landingMeta;

export const loader = ({ request, params }: LoaderFunctionArgs) => landingPageLoader(request, caseLanding(params.case));

export default function CaseLandingPage() {
  return <LandingPage {...useLoaderData<typeof loader>()} />;
}
