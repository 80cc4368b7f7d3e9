// The profile as a printable 職務経歴書, shareable with an agent through a link the member turns on and off.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { CareerSheet } from "~/components/profile/career-sheet";
import { requireMember, withNotice } from "~/models/account/session.server";
import { careerSheetOf, setSharing } from "~/models/profile/career-sheet.server";
import { readFormData } from "~/utils/form-body.server";
import { siteOrigin } from "~/utils/site-origin.server";
import type { RouteHandle } from "~/utils/route-handle";
import { careerSheetStyles, formStyles, stylesheets } from "~/styles/sheets";

const PATH = "/users/profile/career_sheet/";

export const links = stylesheets(formStyles, careerSheetStyles);
export const handle: RouteHandle = {
  i18n: ["member", "entry", "fields"],
  layout: "simple",
  breadcrumb: ({ t }) => [
    { label: t("member:profile.title"), to: "/users/profile/" },
    { label: t("member:sheet.title"), to: PATH },
  ],
};
export const meta = accountMeta("member:sheet.title");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireMember(request);
  const { profile, engagements, shareToken } = await careerSheetOf(user.id);
  return {
    profile,
    engagements,
    shareUrl: shareToken ? `${siteOrigin()}/career_sheet/${shareToken}/` : null,
    now: new Date().toISOString(),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireMember(request);
  const intent = (await readFormData(request)).get("intent");
  if (intent !== "share" && intent !== "unshare") return redirect(PATH);
  await setSharing(user.id, intent === "share");
  return redirect(`${PATH}#share`, {
    headers: { "Set-Cookie": await withNotice(request, intent === "share" ? "member:sheet.shared" : "member:sheet.unshared") },
  });
}

export default function CareerSheetPage() {
  const { t } = useTranslation("member");
  const { profile, engagements, shareUrl, now } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  return (
    <div className="account-page career-sheet-print">
      <PageHeading>{t("sheet.title")}</PageHeading>
      <p>{t("sheet.lead")}</p>
      <div className="career-sheet-tools">
        {/* Printing needs the script: without it the help below points to the browser's own command. */}
        {hydrated ? (
          <button type="button" className="button" onClick={() => window.print()}>
            {t("sheet.print")}
          </button>
        ) : null}
        <Link to="/users/profile/">{t("sheet.edit")}</Link>
      </div>
      <p className="form-field__help">{t("sheet.printHelp")}</p>
      <CareerSheet profile={profile} engagements={engagements} now={now} />
      <section id="share" className="account-card career-sheet-share" aria-labelledby="share-title">
        <h2 id="share-title" className="profile-section__title">
          {t("sheet.shareTitle")}
        </h2>
        <p>{t("sheet.shareLead")}</p>
        {shareUrl ? (
          <>
            <p>{t("sheet.shareOn")}</p>
            <p>
              <a href={shareUrl} className="career-sheet-share__link" rel="noreferrer">
                {shareUrl}
              </a>
            </p>
            <Form method="post" className="career-sheet-tools">
              <button type="submit" name="intent" value="unshare" className="button button--outlined">
                {t("sheet.unshare")}
              </button>
              <button type="submit" name="intent" value="share" className="button">
                {t("sheet.reshare")}
              </button>
            </Form>
          </>
        ) : (
          <Form method="post">
            <p>{t("sheet.shareOff")}</p>
            <button type="submit" name="intent" value="share" className="button button--primary">
              {t("sheet.share")}
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}
