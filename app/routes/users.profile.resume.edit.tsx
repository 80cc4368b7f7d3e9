// Spec §2 /users/profile/resume/edit/ (issue 16): the 自己PR of the Web職務経歴書.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { TextAreaField, type Field } from "~/components/entry/fields";
import { replyWith } from "~/models/account/reply.server";
import { requireMember, withNotice } from "~/models/account/session.server";
import { SELF_PR_MAX, selfPrSchema } from "~/models/profile/extras";
import { readMemberProfile, saveSelfPr } from "~/models/profile/profile.server";
import { readFormData } from "~/utils/form-body.server";
import type { RouteHandle } from "~/utils/route-handle";
import { entryStyles, formStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(formStyles, entryStyles);
export const handle: RouteHandle = {
  layout: "simple",
  breadcrumb: ({ t }) => [
    { label: t("account:profile.title"), to: "/users/profile/" },
    { label: t("account:profile.pages.resume"), to: "/users/profile/resume/edit/" },
  ],
};
export const meta = accountMeta("profile.pages.resume");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireMember(request);
  return { selfPr: (await readMemberProfile(user.id)).selfPr };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireMember(request);
  const submission = parseWithZod(await readFormData(request), { schema: selfPrSchema });
  if (submission.status !== "success") return replyWith(submission);
  await saveSelfPr(user.id, submission.value.selfPr);
  return redirect("/users/profile/", { headers: { "Set-Cookie": await withNotice(request, "profile.resume.saved") } });
}

export default function ResumeEdit() {
  const { t } = useTranslation("account");
  const { selfPr } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "self-pr",
    lastResult: actionData?.result,
    defaultValue: { selfPr },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: selfPrSchema }),
  });
  return (
    <div className="account-page">
      <PageHeading>{t("profile.pages.resume")}</PageHeading>
      <p>{t("profile.leads.resume")}</p>
      <Form method="post" {...getFormProps(form)} className="account-form account-card">
        <TextAreaField
          field={fields.selfPr as Field}
          label={t("profile.resume.selfPr")}
          help={t("profile.resume.selfPrHelp", { max: SELF_PR_MAX })}
          maxLength={SELF_PR_MAX}
          rows={12}
        />
        <p className="profile-form__actions">
          <button type="submit" className="button button--primary">
            {t("profile.edit.save")}
          </button>
          <Link to="/users/profile/">{t("profile.edit.cancel")}</Link>
        </p>
      </Form>
    </div>
  );
}
