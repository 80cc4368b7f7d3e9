// Leaving deletes the account and everything it owns.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { FormErrors, TextField, accountRules, useAccountForm, useMessage } from "~/components/account/form-parts";
import { leave } from "~/models/account/account.server";
import { settingsHref } from "~/models/account/page-frame";
import { leaveSchema } from "~/models/account/forms.server";
import { replyWith } from "~/utils/form-reply.server";
import { leftHeaders, requireUser } from "~/models/account/session.server";
import { isMember } from "~/models/account/user.server";
import type { RouteHandle } from "~/utils/route-handle";
import { formConstraints, parseForm } from "~/utils/form-rules.server";
import { readFormData } from "~/utils/form-body.server";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = {
  layout: "simple",
  breadcrumb: ({ t }) => ({ label: t("member:leave.title"), to: "/users/leave/" }),
  i18n: ["account", "fields", "member"],
};
export const links = stylesheets(formStyles);
export const meta = accountMeta("member:leave.title");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { hasPassword: user.hasPassword, settings: settingsHref(isMember(user) ? "member" : "mailMagazine"), ...formConstraints({ leave: leaveSchema }) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseForm(await readFormData(request), leaveSchema);
  if (submission.status !== "success") return replyWith(submission);
  const outcome = await leave(user, submission.value.current_password);
  if (!outcome.ok) return replyWith(submission, outcome);
  return redirect("/users/leave/complete/", { headers: await leftHeaders(request) });
}

export default function LeavePage() {
  const { t } = useTranslation("account");
  const message = useMessage();
  const { hasPassword, settings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { formProps, field, formErrors, formErrorId } = useAccountForm("leave", accountRules("leaveSchema"), actionData?.result);
  const confirm = field("confirm");
  const items = t("member:leave.items", { returnObjects: true }) as string[];
  return (
    <div className="account-page">
      <PageHeading>{t("member:leave.title")}</PageHeading>
      <p>{t("member:leave.lead")}</p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <section className="account-card">
        <Form method="post" {...formProps} className="account-form">
          <FormErrors id={formErrorId} errors={formErrors} />
          <div className="form-field">
            <label className="form-check">
              <input
                type="checkbox"
                id={confirm.id}
                name={confirm.name}
                value="on"
                required={confirm.required}
                defaultChecked={confirm.initialValue === "on"}
              />
              {t("member:leave.confirm")}
            </label>
            {confirm.errors ? (
              <ul id={confirm.errorId} className="form-errors">
                {confirm.errors.map((e) => (
                  <li key={e}>{message(e)}</li>
                ))}
              </ul>
            ) : null}
          </div>
          {hasPassword ? (
            <TextField field={field("current_password")} label={t("fields.currentPassword")} type="password" autoComplete="current-password" />
          ) : null}
          <button type="submit" className="button">
            {t("member:leave.submit")}
          </button>
        </Form>
      </section>
      <p>
        <Link to={settings}>{t("member:setting.mailComplete.back")}</Link>
      </p>
    </div>
  );
}
