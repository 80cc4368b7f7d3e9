import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { SwitchForm } from "~/components/account/switch-form";
import { switchSchema } from "~/models/account/forms.server";
import { parseForm } from "~/utils/form-rules.server";
import { replyWith } from "~/utils/form-reply.server";
import { requireMember, withNotice } from "~/models/account/session.server";
import { setScoutMail } from "~/models/account/user.server";
import type { RouteHandle } from "~/utils/route-handle";
import { readFormData } from "~/utils/form-body.server";
import { formStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(formStyles);

export const handle: RouteHandle = {
  i18n: ["account", "fields", "member"],
  layout: "simple",
  breadcrumb: ({ t }) => ({ label: t("member:setting.scoutSetting.title"), to: "/users/setting/scout/" }),
};
export const meta = accountMeta("member:setting.scoutSetting.title");

export async function loader({ request }: LoaderFunctionArgs) {
  return { on: (await requireMember(request)).scoutMail };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireMember(request);
  const submission = parseForm(await readFormData(request), switchSchema);
  if (submission.status !== "success") return replyWith(submission);
  const on = submission.value.flag === "1";
  await setScoutMail(user.id, on);
  return redirect("/users/setting/", { headers: { "Set-Cookie": await withNotice(request, on ? "notices.scoutOn" : "notices.scoutOff") } });
}

export default function ScoutSettingPage() {
  const { t } = useTranslation("member");
  const { on } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="account-page">
      <PageHeading>{t("setting.scoutSetting.title")}</PageHeading>
      <section className="account-card">
        <p>{t("setting.scoutSetting.lead")}</p>
        <SwitchForm id="scout-setting" legend={t("setting.scout")} on={on} submit={t("setting.scoutSetting.submit")} lastResult={actionData?.result} />
      </section>
      <p>
        <Link to="/users/setting/">{t("setting.mailComplete.back")}</Link>
      </p>
    </div>
  );
}
