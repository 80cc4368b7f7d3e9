// A member's Web職務経歴書 through the share link given to an agent: no contact details, never indexed.
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { CareerSheet } from "~/components/profile/career-sheet";
import { sharedCareerSheet } from "~/models/profile/career-sheet.server";
import { pageNotFound } from "~/utils/http.server";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { careerSheetStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(careerSheetStyles);
export const handle: RouteHandle = { layout: "simple", i18n: ["member", "entry", "fields"] };

export async function loader({ params }: LoaderFunctionArgs) {
  const sheet = await sharedCareerSheet(params.token ?? "");
  if (!sheet) throw pageNotFound();
  return { ...sheet, now: new Date().toISOString() };
}

// The address is the key to a person's career: it stays out of indexes and out of other sites' logs.
export const headers: HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer", "Cache-Control": "private, no-store" });

export const meta: MetaFunction = ({ matches, location }) => {
  const t = metaTranslator(matches);
  return pageMeta(matches, location, { title: t("member:sheet.sharedTitle"), noindex: true });
};

export default function SharedCareerSheet() {
  const { t } = useTranslation("member");
  const { profile, engagements, now } = useLoaderData<typeof loader>();
  return (
    <div className="account-page career-sheet-print">
      <PageHeading>{t("sheet.sharedTitle")}</PageHeading>
      <p>{t("sheet.sharedLead")}</p>
      <CareerSheet profile={profile} engagements={engagements} now={now} />
    </div>
  );
}
