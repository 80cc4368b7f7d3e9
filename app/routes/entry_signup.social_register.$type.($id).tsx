// After a social sign-in, a new visitor registers and applies.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { EntryFormPage, entryFormMeta } from "~/pages/entry/entry-form-page";
import { entryHandle, entryLinks } from "~/pages/entry/route-parts";
import { entryFormAction, entryFormLoader } from "~/pages/entry/form.server";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { ...entryHandle, i18n: ["account", "entry", "fields"] };
export const links = entryLinks;
export const meta = entryFormMeta;

export const loader = (args: LoaderFunctionArgs) => entryFormLoader("social", args);
export const action = (args: ActionFunctionArgs) => entryFormAction("social", args);

export default EntryFormPage;
