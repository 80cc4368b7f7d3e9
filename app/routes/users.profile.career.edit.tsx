// Spec §2 /users/profile/career/edit/ (issue 16): the profile's career page, made of entry steps (app/models/profile/sections.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { profileSectionPage } from "~/components/profile/section-page";
import { loadProfileSection, saveProfileSectionForm } from "~/models/profile/section-route.server";

const page = profileSectionPage("career");
export const { links, handle, meta } = page;
export const loader = ({ request }: LoaderFunctionArgs) => loadProfileSection(request, "career");
export const action = ({ request }: ActionFunctionArgs) => saveProfileSectionForm(request, "career");
export default page.Page;
