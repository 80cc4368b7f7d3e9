// The mail-magazine setting: for members and for mail-magazine users (their only setting).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { SwitchForm } from "~/components/account/switch-form";
import { switchSchema } from "~/models/account/forms.server";
import { parseForm } from "~/utils/form-rules.server";
import { replyWith } from "~/utils/form-reply.server";
import { requireUser, withNotice } from "~/models/account/session.server";
import { isMember, setMailMagazine } from "~/models/account/user.server";
import type { RouteHandle } from "~/utils/route-handle";
import { readFormData } from "~/utils/form-body.server";
import { formStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(formStyles);

export const handle: RouteHandle = {
  i18n: ["account", "fields", "member"],
  layout: "simple",
  breadcrumb: ({ t }) => ({ label: t("member:setting.mailSetting.title"), to: "/users/setting/mail/setting/" }),
};
export const meta = accountMeta("member:setting.mailSetting.title");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { on: user.mailMagazine, isMember: isMember(user) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseForm(await readFormData(request), switchSchema);
  if (submission.status !== "success") return replyWith(submission);
  const on = submission.value.flag === "1";
  await setMailMagazine(user.id, on);
  const notice = await withNotice(request, on ? "notices.mailMagazineOn" : "notices.mailMagazineOff");
  return redirect(isMember(user) ? "/users/setting/" : "/users/setting/mail/setting/", { headers: { "Set-Cookie": notice } });
}

export default function MailSettingPage() {
  const { t } = useTranslation("member");
  const { on, isMember } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="account-page">
      <PageHeading>{t("setting.mailSetting.title")}</PageHeading>
      <section className="account-card">
        <p>{t("setting.mailSetting.lead")}</p>
        <SwitchForm id="mail-setting" legend={t("setting.mail")} on={on} submit={t("setting.mailSetting.submit")} lastResult={actionData?.result} />
      </section>
      {isMember ? (
        <p>
          <Link to="/users/setting/">{t("setting.mailComplete.back")}</Link>
        </p>
      ) : (
        <p>
          <Link to="/users/leave/">{t("setting.leave")}</Link>
        </p>
      )}
    </div>
  );
}
