// The profile's basic page, made of entry steps (decision 014).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { profileSectionPage } from "~/pages/profile/section-page";
import { loadProfileSection, saveProfileSectionForm } from "~/pages/profile/section.server";

const page = profileSectionPage("basic");
export const { links, handle, meta } = page;
export const loader = ({ request }: LoaderFunctionArgs) => loadProfileSection(request, "basic");
export const action = ({ request }: ActionFunctionArgs) => saveProfileSectionForm(request, "basic");
export default page.Page;
