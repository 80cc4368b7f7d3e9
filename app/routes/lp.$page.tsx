// Campaign pages in the lp layout, one audience each (docs/product.md, Pages).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LandingPage } from "~/pages/landing/landing-page";
import { landingHandle, landingLinks, landingMeta } from "~/pages/landing/route-parts";
import { simpleLanding } from "~/models/landing/landing";
import { landingPageLoader } from "~/pages/landing/route.server";

export const handle = landingHandle;
export const links = landingLinks;
export const meta = landingMeta;

export const loader = ({ request, params }: LoaderFunctionArgs) => landingPageLoader(request, simpleLanding(params.page));

export default function SimpleLandingPage() {
  return <LandingPage {...useLoaderData<typeof loader>()} />;
}
