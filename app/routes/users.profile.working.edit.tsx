// The profile's working page, made of entry steps (decision 014).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { profileSectionPage } from "~/pages/profile/section-page";
import { loadProfileSection, saveProfileSectionForm } from "~/pages/profile/section.server";

const page = profileSectionPage("working");
export const { links, handle, meta } = page;
export const loader = ({ request }: LoaderFunctionArgs) => loadProfileSection(request, "working");
export const action = ({ request }: ActionFunctionArgs) => saveProfileSectionForm(request, "working");
export default page.Page;
