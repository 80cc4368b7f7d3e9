// The route module of a profile edit page, the same for each section but its id; routes add loader and action.
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SubmissionResult } from "@conform-to/react";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import type { ProfileSectionData } from "./section.server";
import { PROFILE_SECTIONS, type ProfileSectionId } from "~/models/profile/sections";
import type { RouteHandle } from "~/utils/route-handle";
import { entryStyles, formStyles, stylesheets } from "~/styles/sheets";
import { ProfileSectionForm } from "./section-form";

export function profileSectionPage(section: ProfileSectionId) {
  const handle: RouteHandle = {
    layout: "simple",
    i18n: ["member", "entry", "fields"],
    breadcrumb: ({ t }) => [
      { label: t("member:profile.title"), to: "/users/profile/" },
      { label: t(`member:profile.pages.${section}`), to: PROFILE_SECTIONS[section].path },
    ],
  };
  function Page() {
    const { t } = useTranslation("member");
    const data = useLoaderData() as unknown as ProfileSectionData;
    const actionData = useActionData() as { result?: SubmissionResult<string[]> } | undefined;
    return (
      <div className="account-page">
        <PageHeading>{t(`profile.pages.${section}`)}</PageHeading>
        <p>{t(`profile.leads.${section}`)}</p>
        <ProfileSectionForm
          section={section}
          values={data.values}
          answers={data.answers}
          choices={data.choices}
          now={data.now}
          lastResult={actionData?.result}
        />
      </div>
    );
  }
  return { links: stylesheets(formStyles, entryStyles), handle, meta: accountMeta(`member:profile.pages.${section}`), Page };
}
