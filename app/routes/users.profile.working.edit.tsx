// Spec §2 /users/profile/working/edit/ (issue 16): the profile's working page, made of entry steps (app/models/profile/sections.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { profileSectionPage } from "~/components/profile/section-page";
import { loadProfileSection, saveProfileSectionForm } from "~/models/profile/section-route.server";

const page = profileSectionPage("working");
export const { links, handle, meta } = page;
export const loader = ({ request }: LoaderFunctionArgs) => loadProfileSection(request, "working");
export const action = ({ request }: ActionFunctionArgs) => saveProfileSectionForm(request, "working");
export default page.Page;
