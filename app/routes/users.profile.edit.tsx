// Spec §2 /users/profile/edit/ (issue 16): the profile's basic page (app/models/profile/sections.ts).
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
    { label: t("account:profile.pages.basic"), to: "/users/profile/edit/" },
  ],
};
export const meta = accountMeta("profile.pages.basic");

export const loader = ({ request }: LoaderFunctionArgs) => loadProfileSection(request, "basic");
export const action = ({ request }: ActionFunctionArgs) => saveProfileSectionForm(request, "basic");

export default function ProfileBasicEdit() {
  const { t } = useTranslation("account");
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="account-page">
      <PageHeading>{t("profile.pages.basic")}</PageHeading>
      <p>{t("profile.leads.basic")}</p>
      <ProfileSectionForm section="basic" values={data.values} answers={data.answers} now={data.now} lastResult={actionData?.result} />
    </div>
  );
}
