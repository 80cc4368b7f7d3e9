// The 自己PR of the Web職務経歴書, and a résumé file that only the member can download.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { FieldErrors, FieldMessages, TextAreaField } from "~/components/forms/fields";
import { useFormChecks } from "~/components/forms/use-form-checks";
import { PROFILE_MESSAGES, SaveOrCancel } from "~/components/profile/form-parts";
import { requireMember, withNotice } from "~/models/account/session.server";
import { SELF_PR_MAX } from "~/models/profile/extras";
import { resumeUploadSchema, selfPrSchema } from "~/models/profile/schemas.server";
import { readMemberProfile, saveSelfPr } from "~/models/profile/profile.server";
import { readFormData } from "~/utils/form-body.server";
import { RESUME_ACCEPT, RESUME_BODY_LIMIT } from "~/models/profile/resume-file";
import { deleteResumeFile, resumeFileInfo, saveResumeFile, type ResumeFileInfo } from "~/models/profile/resume-file.server";
import { formatDate, formatFileSize } from "~/utils/format";
import type { RouteHandle } from "~/utils/route-handle";
import { parseForm, uncheckedSubmission } from "~/utils/form-rules.server";
import { entryStyles, formStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(formStyles, entryStyles);
export const handle: RouteHandle = {
  i18n: ["member", "entry", "fields"],
  layout: "simple",
  breadcrumb: ({ t }) => [
    { label: t("member:profile.title"), to: "/users/profile/" },
    { label: t("member:profile.pages.resume"), to: "/users/profile/resume/edit/" },
  ],
};
export const meta = accountMeta("member:profile.pages.resume");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireMember(request);
  const [profile, file] = await Promise.all([readMemberProfile(user.id), resumeFileInfo(user.id)]);
  return { selfPr: profile.selfPr, file };
}

/** Two forms share the page: the answer says whose errors it carries. */
const failed = (form: "self-pr" | "resume-file", result: SubmissionResult<string[]>) => data({ form, result }, { status: 400 });

const backHere = async (request: Request, notice: string) =>
  redirect("/users/profile/resume/edit/", { headers: { "Set-Cookie": await withNotice(request, notice) } });

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireMember(request);
  // The upload is the one multipart form; the file is read with its own, larger cap.
  if ((request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) {
    const formData = await readFormData(request, RESUME_BODY_LIMIT).catch((error: unknown) => {
      // Too large for the reader: the same message as the browser's own check, not an error page.
      if (error instanceof Response && error.status === 413) return null;
      throw error;
    });
    if (!formData) return failed("resume-file", uncheckedSubmission(new FormData()).reply({ fieldErrors: { file: ["errors.fileTooLarge"] } }));
    const submission = parseForm(formData, resumeUploadSchema);
    if (submission.status !== "success") return failed("resume-file", submission.reply());
    if (!(await saveResumeFile(user.id, submission.value.file))) return failed("resume-file", submission.reply({ fieldErrors: { file: ["errors.fileType"] } }));
    return backHere(request, "member:profile.resumeFile.saved");
  }
  const formData = await readFormData(request);
  if (formData.get("intent") === "delete-file") {
    await deleteResumeFile(user.id);
    return backHere(request, "member:profile.resumeFile.deleted");
  }
  const submission = parseForm(formData, selfPrSchema);
  if (submission.status !== "success") return failed("self-pr", submission.reply());
  await saveSelfPr(user.id, submission.value.selfPr);
  return redirect("/users/profile/", { headers: { "Set-Cookie": await withNotice(request, "member:profile.resume.saved") } });
}

export default function ResumeEdit() {
  const { t } = useTranslation("member");
  const { selfPr, file } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { formProps, field } = useFormChecks("self-pr", {
    lastResult: actionData?.form === "self-pr" ? actionData.result : undefined,
    defaultValue: { selfPr },
    rules: () => import("~/models/profile/schemas").then((rules) => rules.selfPrSchema),
  });
  return (
    <FieldMessages.Provider value={PROFILE_MESSAGES}>
      <div className="account-page">
        <PageHeading>{t("profile.pages.resume")}</PageHeading>
        <p>{t("profile.leads.resume")}</p>
        <Form method="post" {...formProps} className="account-form account-card">
          <TextAreaField
            field={field("selfPr")}
            label={t("profile.resume.selfPr")}
            help={t("profile.resume.selfPrHelp", { max: SELF_PR_MAX })}
            maxLength={SELF_PR_MAX}
            rows={12}
          />
          <SaveOrCancel />
        </Form>
        <ResumeFileSection file={file} lastResult={actionData?.form === "resume-file" ? actionData.result : undefined} />
      </div>
    </FieldMessages.Provider>
  );
}

function ResumeFileSection({ file, lastResult }: { file: ResumeFileInfo | null; lastResult?: SubmissionResult<string[]> }) {
  const { t, i18n } = useTranslation("member");
  const { formProps, field } = useFormChecks("resume-file", {
    lastResult,
    rules: () => import("~/models/profile/schemas").then((rules) => rules.resumeUploadSchema),
    checkWhenLeft: false,
  });
  const upload = field("file");
  return (
    <section className="account-card resume-file" aria-labelledby="resume-file-title">
      <h2 id="resume-file-title">{t("profile.resumeFile.title")}</h2>
      <p>{t("profile.resumeFile.lead")}</p>
      {file ? (
        <div className="resume-file__current">
          <p>
            {t("profile.resumeFile.current")}：<strong>{file.fileName}</strong>（{formatFileSize(file.size)}・
            {t("profile.resumeFile.uploadedAt", { date: formatDate(file.uploadedAt, i18n.language === "en" ? "en" : "ja") })}）
          </p>
          <div className="profile-form__actions">
            <a href="/users/profile/resume/file/" download className="button">
              {t("profile.resumeFile.download")}
            </a>
            <Form method="post">
              <button type="submit" name="intent" value="delete-file" className="link-button">
                {t("profile.resumeFile.delete")}
              </button>
            </Form>
          </div>
        </div>
      ) : (
        <p>{t("profile.resumeFile.none")}</p>
      )}
      <Form method="post" encType="multipart/form-data" {...formProps} className="account-form">
        <div className="form-field">
          <label htmlFor={upload.id} className="form-field__label">
            {t("profile.resumeFile.file")}
          </label>
          <input
            id={upload.id}
            name={upload.name}
            type="file"
            accept={RESUME_ACCEPT}
            className="form-field__input"
            aria-invalid={upload.errors?.length ? true : undefined}
            aria-describedby={`${upload.id}-help${upload.errors?.length ? ` ${upload.errorId}` : ""}`}
          />
          <p id={`${upload.id}-help`} className="form-field__help">
            {t("profile.resumeFile.help")}
          </p>
          <FieldErrors field={upload} />
        </div>
        <p className="profile-form__actions">
          <button type="submit" className="button button--primary">
            {t("profile.resumeFile.upload")}
          </button>
        </p>
      </Form>
    </section>
  );
}
