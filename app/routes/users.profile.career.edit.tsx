// Spec §2 /users/profile/career/edit/ (issue 16): the profile's career page (app/models/profile/sections.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { ProfileSectionForm } from "~/components/profile/section-form";
import { loadProfileSection, saveProfileSectionForm } from "~/models/profile/section-route.server";
import type { RouteHandle } from "~/utils/route-handle";
import { entryStyles, formStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(formStyles, entryStyles);
export const handle: RouteHandle = {
  layout: "simple",
  breadcrumb: ({ t }) => [
    { label: t("account:profile.title"), to: "/users/profile/" },
    { label: t("account:profile.pages.career"), to: "/users/profile/career/edit/" },
  ],
};
export const meta = accountMeta("profile.pages.career");

export const loader = ({ request }: LoaderFunctionArgs) => loadProfileSection(request, "career");
export const action = ({ request }: ActionFunctionArgs) => saveProfileSectionForm(request, "career");

export default function ProfileCareerEdit() {
  const { t } = useTranslation("account");
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="account-page">
      <PageHeading>{t("profile.pages.career")}</PageHeading>
      <p>{t("profile.leads.career")}</p>
      <ProfileSectionForm section="career" values={data.values} answers={data.answers} now={data.now} lastResult={actionData?.result} />
    </div>
  );
}
