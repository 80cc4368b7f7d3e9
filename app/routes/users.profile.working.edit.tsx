// Spec §2 /users/profile/working/edit/ (issue 16): the profile's working page (app/models/profile/sections.ts).
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
    { label: t("account:profile.pages.working"), to: "/users/profile/working/edit/" },
  ],
};
export const meta = accountMeta("profile.pages.working");

export const loader = ({ request }: LoaderFunctionArgs) => loadProfileSection(request, "working");
export const action = ({ request }: ActionFunctionArgs) => saveProfileSectionForm(request, "working");

export default function ProfileWorkingEdit() {
  const { t } = useTranslation("account");
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="account-page">
      <PageHeading>{t("profile.pages.working")}</PageHeading>
      <p>{t("profile.leads.working")}</p>
      <ProfileSectionForm section="working" values={data.values} answers={data.answers} now={data.now} lastResult={actionData?.result} />
    </div>
  );
}
