// The member's profile at a glance, what agents read first on top (decision 014).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { ProfileMeter, PROFILE_PAGE_PATH } from "~/components/profile/profile-meter";
import { accountMeta } from "~/components/account/meta";
import { requireMember } from "~/models/account/session.server";
import { summarize } from "~/models/entry/summary";
import { isSkipped } from "~/models/entry/steps";
import { completenessItems, completenessPercent, type CompletenessPage } from "~/models/profile/completeness";
import { readMemberProfile } from "~/models/profile/profile.server";
import { memberEstimate } from "~/models/market/estimate.server";
import { ESTIMATE_PATHS } from "~/models/market/paths";
import { PROFILE_SECTIONS } from "~/models/profile/sections";
import { stationLabel } from "~/models/profile/stations";
import { ENTRY_JOB_TYPES } from "~/data/job-types";
import { formatDate } from "~/utils/format";
import type { RouteHandle } from "~/utils/route-handle";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = {
  layout: "simple",
  breadcrumb: ({ t }) => ({ label: t("member:profile.title"), to: "/users/profile/" }),
  i18n: ["member", "entry", "fields"],
};
export const links = stylesheets(formStyles);
export const meta = accountMeta("member:profile.title");

const PAGE_ORDER = ["working", "career", "experience", "resume", "basic"] as const satisfies readonly CompletenessPage[];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireMember(request);
  const [profile, estimate] = await Promise.all([readMemberProfile(user.id), memberEstimate(user.id)]);
  const items = completenessItems(profile);
  return { email: user.email, createdAt: user.createdAt, profile, estimate, items, percent: completenessPercent(items), now: new Date().toISOString() };
}

export default function ProfilePage() {
  const { t, i18n } = useTranslation("member");
  const { t: tEntry } = useTranslation("entry");
  const { email, createdAt, profile, estimate, items, percent, now } = useLoaderData<typeof loader>();
  const rowsOf = (page: keyof typeof PROFILE_SECTIONS) =>
    summarize(
      PROFILE_SECTIONS[page].steps.filter((step) => !isSkipped(step, profile.answers)),
      profile.answers,
      "agent",
      tEntry,
      new Date(now),
      true,
    );
  const extraRows: Partial<Record<CompletenessPage, Array<{ label: string; value: string }>>> = {
    working: [
      { label: t("profile.fields.otherJobTypes"), value: profile.otherJobTypes.map((id) => ENTRY_JOB_TYPES.find((j) => j.id === id)?.name ?? "").join("、") },
      { label: t("profile.fields.stations"), value: profile.stations.map(stationLabel).join("、") },
    ],
    basic: [{ label: t("profile.fields.gender"), value: profile.gender ? t(`profile.options.gender.${profile.gender}`) : "" }],
    career: [
      { label: t("profile.fields.education"), value: profile.education ? t(`profile.options.education.${profile.education}`) : "" },
      {
        label: t("profile.fields.qualifications"),
        value: profile.qualificationList
          .map((q) =>
            t("profile.qualification", {
              name: q.name,
              month: t("profile.engagement.month", { year: q.obtainedOn.slice(0, 4), month: Number(q.obtainedOn.slice(5, 7)) }),
            }),
          )
          .join("\n"),
      },
    ],
    experience: [{ label: t("profile.pages.experience"), value: profile.engagements > 0 ? t("profile.engagementCount", { count: profile.engagements }) : "" }],
    resume: [{ label: t("profile.pages.resume"), value: profile.selfPr }],
  };
  return (
    <div className="account-page profile-page">
      <PageHeading>{t("profile.title")}</PageHeading>
      <p>{t("profile.lead")}</p>
      <p>
        <Link to="/users/profile/career_sheet/" className="button">
          {t("profile.sheetLink")}
        </Link>
      </p>
      <ProfileMeter items={items} percent={percent} title={t("profile.completeness")} />
      <section className="account-card" aria-labelledby="profile-estimate">
        <div className="profile-section__title">
          <h2 id="profile-estimate">{t("profile.estimate.title")}</h2>
          <Link to={ESTIMATE_PATHS.input} className="button button--compact">
            {t("profile.estimate.link")}
          </Link>
        </div>
        <p>
          {estimate
            ? t("profile.estimate.value", {
                low: estimate.low,
                high: estimate.high,
                date: formatDate(estimate.estimatedAt, i18n.language === "en" ? "en" : "ja"),
              })
            : t("profile.estimate.none")}
        </p>
      </section>
      {PAGE_ORDER.map((page) => {
        const rows = [...(page in PROFILE_SECTIONS ? rowsOf(page as keyof typeof PROFILE_SECTIONS) : []), ...(extraRows[page] ?? [])];
        return (
          <section key={page} className="account-card" aria-labelledby={`profile-${page}`}>
            <div className="profile-section__title">
              <h2 id={`profile-${page}`}>{t(`profile.pages.${page}`)}</h2>
              <Link to={PROFILE_PAGE_PATH[page]} className="button button--compact" aria-label={t("profile.editAria", { page: t(`profile.pages.${page}`) })}>
                {t("profile.editLink")}
              </Link>
            </div>
            <dl className="profile-rows">
              {rows.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd className={row.value ? "profile-rows__value" : "profile-rows__value profile-rows__value--empty"}>
                    {row.value || t("profile.notEntered")}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
      <section className="account-card" aria-labelledby="profile-account">
        <h2 id="profile-account" className="profile-section__title">
          {t("profile.account")}
        </h2>
        <dl className="profile-rows">
          <div>
            <dt>{t("profile.email")}</dt>
            <dd>{email}</dd>
          </div>
          <div>
            <dt>{t("profile.kind")}</dt>
            <dd>{t("profile.member")}</dd>
          </div>
          <div>
            <dt>{t("profile.since")}</dt>
            <dd>{formatDate(createdAt, i18n.language === "en" ? "en" : "ja")}</dd>
          </div>
        </dl>
        <p>
          <Link to="/users/setting/" className="button">
            {t("profile.settings")}
          </Link>
        </p>
      </section>
    </div>
  );
}
