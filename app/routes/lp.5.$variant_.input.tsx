import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { LandingInput } from "~/pages/landing/landing-input";
import { landingHandle, landingInputMeta, landingLinks } from "~/pages/landing/route-parts";
import { inputLanding } from "~/models/landing/landing";
import { landingInputAction, landingInputLoader } from "~/pages/landing/route.server";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { ...landingHandle, i18n: ["landing", "account", "fields", "listing"] };
export const links = landingLinks;
export const meta = landingInputMeta;

export const loader = (args: LoaderFunctionArgs) => landingInputLoader(args, inputLanding({ variant: args.params.variant }));
export const action = (args: ActionFunctionArgs) => landingInputAction(args, inputLanding({ variant: args.params.variant }));

export default LandingInput;
