// The work history, one engagement at a time; every change is a plain form's intent, so it works without JavaScript.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { ChoiceGroup, FieldMessages, InputField, SelectField, TextAreaField } from "~/components/forms/fields";
import { useFormChecks } from "~/components/forms/use-form-checks";
import { PROFILE_MESSAGES } from "~/components/profile/form-parts";
import { replyWith } from "~/utils/form-reply.server";
import { requireMember, withNotice } from "~/models/account/session.server";
import { parseId } from "~/models/listing/ids";
import {
  CLIENT_TYPES,
  ENGAGEMENT_COMPANY_MAX,
  ENGAGEMENT_ROLE_MAX,
  ENGAGEMENT_TEXT_MAX,
  MAX_ENGAGEMENTS,
  PHASES,
  periodWords,
  technologyNames,
} from "~/models/profile/engagements";
import { engagementSchema, type EngagementInput } from "~/models/profile/schemas.server";
import { listEngagements, moveEngagement, removeEngagement, saveEngagement } from "~/models/profile/engagements.server";
import { readFormData } from "~/utils/form-body.server";
import type { RouteHandle } from "~/utils/route-handle";
import { parseForm } from "~/utils/form-rules.server";
import { entryStyles, formStyles, stylesheets } from "~/styles/sheets";

const PATH = "/users/profile/experience/edit/";

export const links = stylesheets(formStyles, entryStyles);
export const handle: RouteHandle = {
  i18n: ["member", "entry", "fields"],
  layout: "simple",
  breadcrumb: ({ t }) => [
    { label: t("member:profile.title"), to: "/users/profile/" },
    { label: t("member:profile.pages.experience"), to: PATH },
  ],
};
export const meta = accountMeta("member:profile.pages.experience");

function formValues(e: EngagementInput | undefined): Record<string, string | string[]> {
  if (!e) return {};
  return {
    started: e.startedOn,
    ended: e.endedOn ?? "",
    current: e.endedOn === null ? "on" : "",
    company: e.company,
    clientType: e.clientType ? String(e.clientType) : "",
    description: e.description,
    role: e.role,
    teamSize: e.teamSize ? String(e.teamSize) : "",
    phases: e.phases.map(String),
    technologies: technologyNames(e.skillIds),
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireMember(request);
  const engagements = await listEngagements(user.id);
  const params = new URL(request.url).searchParams;
  const editId = parseId(params.get("edit"));
  const editing = editId === null ? undefined : engagements.find((e) => e.id === editId);
  // Removing asks first (?remove=id shows the question): one stray tap loses nothing.
  const removing = parseId(params.get("remove"));
  return {
    engagements,
    editing: editing?.id ?? null,
    removing: engagements.some((e) => e.id === removing) ? removing : null,
    values: formValues(editing),
    now: new Date().toISOString(),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireMember(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const id = parseId(typeof formData.get("id") === "string" ? (formData.get("id") as string) : null) ?? undefined;
  const back = async (notice: string, hash = "") => redirect(`${PATH}${hash}`, { headers: { "Set-Cookie": await withNotice(request, notice) } });
  if ((intent === "up" || intent === "down") && id) {
    await moveEngagement(user.id, id, intent);
    return back("member:profile.engagement.moved", "#engagements");
  }
  if (intent === "remove" && id) {
    await removeEngagement(user.id, id);
    return back("member:profile.engagement.removed", "#engagements");
  }
  const submission = parseForm(formData, engagementSchema(new Date()));
  if (submission.status !== "success") return replyWith(submission);
  if (id === undefined && (await listEngagements(user.id)).length >= MAX_ENGAGEMENTS)
    return replyWith(submission, { status: 400, formErrors: ["profile.engagement.tooMany"] });
  if (!(await saveEngagement(user.id, submission.value, id))) return replyWith(submission, { status: 400, formErrors: ["profile.engagement.gone"] });
  return back("member:profile.engagement.saved", "#engagements");
}

export default function ExperienceEdit() {
  const { t } = useTranslation("member");
  const { engagements, editing, removing, values, now } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <div className="account-page">
      <PageHeading>{t("profile.pages.experience")}</PageHeading>
      <p>{t("profile.leads.experience")}</p>
      <section id="engagements" aria-labelledby="engagements-title">
        <h2 id="engagements-title" className="profile-section__title">
          {t("profile.engagement.listTitle", { count: engagements.length })}
        </h2>
        {engagements.length === 0 ? <p className="account-card">{t("profile.engagement.empty")}</p> : null}
        {engagements.length > 0 ? (
          <ol className="engagement-list">
            {engagements.map((e, i) => (
              <li key={e.id} id={`engagement-${e.id}`} className="account-card engagement">
                <h3 className="engagement__title">{e.company}</h3>
                <p className="engagement__period">{periodWords(e.startedOn, e.endedOn, new Date(now), t)}</p>
                {e.role || e.teamSize ? (
                  <p>{[e.role, e.teamSize ? t("profile.engagement.team", { count: e.teamSize }) : ""].filter(Boolean).join("・")}</p>
                ) : null}
                <p className="engagement__description">{e.description}</p>
                {e.skillIds.length > 0 ? <p className="form-field__help">{technologyNames(e.skillIds)}</p> : null}
                <Form method="post" className="engagement__actions" preventScrollReset>
                  <input type="hidden" name="id" value={e.id} />
                  <Link to={`?edit=${e.id}#engagement-form`} className="button button--compact">
                    {t("profile.engagement.edit")}
                    <span className="visually-hidden">{e.company}</span>
                  </Link>
                  <button type="submit" name="intent" value="up" className="button button--compact" disabled={i === 0}>
                    {t("profile.engagement.up")}
                    <span className="visually-hidden">{e.company}</span>
                  </button>
                  <button type="submit" name="intent" value="down" className="button button--compact" disabled={i === engagements.length - 1}>
                    {t("profile.engagement.down")}
                    <span className="visually-hidden">{e.company}</span>
                  </button>
                  <Link to={`?remove=${e.id}#engagement-${e.id}`} className="button button--compact button--outlined" preventScrollReset>
                    {t("profile.engagement.remove")}
                    <span className="visually-hidden">{e.company}</span>
                  </Link>
                </Form>
                {removing === e.id ? (
                  <Form method="post" className="engagement__confirm" preventScrollReset>
                    <input type="hidden" name="id" value={e.id} />
                    <p>{t("profile.engagement.removeQuestion", { company: e.company })}</p>
                    <button type="submit" name="intent" value="remove" className="button button--compact button--primary">
                      {t("profile.engagement.removeConfirm")}
                    </button>
                    <Link to={`${PATH}#engagement-${e.id}`} className="button button--compact" preventScrollReset>
                      {t("profile.engagement.removeCancel")}
                    </Link>
                  </Form>
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}
      </section>
      {/* A new key after each save (the location changes): the form starts empty again. */}
      <EngagementForm key={`${editing ?? "new"}-${location.key}`} editing={editing} values={values} />
      <p>
        <Link to="/users/profile/">{t("profile.engagement.back")}</Link>
      </p>
    </div>
  );
}

function EngagementForm({ editing, values }: { editing: number | null; values: Record<string, string | string[]> }) {
  const { t } = useTranslation("member");
  const { t: tFields } = useTranslation("fields");
  const actionData = useActionData<typeof action>();
  const { formProps, field, formErrors, formErrorId } = useFormChecks(`engagement-${editing ?? "new"}`, {
    lastResult: actionData?.result,
    defaultValue: values,
    rules: () => import("~/models/profile/schemas").then((rules) => rules.engagementSchema(new Date())),
  });
  return (
    <section id="engagement-form" className="account-card" aria-labelledby="engagement-form-title">
      <h2 id="engagement-form-title" className="profile-section__title">
        {t(editing ? "profile.engagement.editTitle" : "profile.engagement.addTitle")}
      </h2>
      <FieldMessages.Provider value={PROFILE_MESSAGES}>
        <Form method="post" {...formProps} className="account-form">
          {formErrors?.length ? (
            <div id={formErrorId} className="form-alert" role="alert">
              {formErrors.map((e) => (
                <p key={e}>{t(e, { max: MAX_ENGAGEMENTS, defaultValue: tFields("errors.invalid") })}</p>
              ))}
            </div>
          ) : null}
          {editing ? <input type="hidden" name="id" value={editing} /> : null}
          <InputField field={field("started")} label={t("profile.engagement.started")} help={t("profile.fields.yearMonthHelp")} inputMode="numeric" />
          <InputField
            field={field("ended")}
            label={t("profile.engagement.ended")}
            required={false}
            help={t("profile.engagement.endedHelp")}
            inputMode="numeric"
          />
          <ChoiceGroup
            field={field("current")}
            legend={t("profile.engagement.currentLegend")}
            multiple
            required={false}
            options={[{ value: "on", label: t("profile.engagement.current") }]}
          />
          <InputField
            field={field("company")}
            label={t("profile.engagement.company")}
            help={t("profile.engagement.companyHelp")}
            maxLength={ENGAGEMENT_COMPANY_MAX}
          />
          <SelectField
            field={field("clientType")}
            label={t("profile.engagement.clientType")}
            required={false}
            options={CLIENT_TYPES.map((c) => ({ value: String(c), label: t(`profile.engagement.clientTypes.${c}`) }))}
          />
          <TextAreaField
            field={field("description")}
            label={t("profile.engagement.description")}
            help={t("profile.engagement.descriptionHelp")}
            maxLength={ENGAGEMENT_TEXT_MAX}
            required
            rows={8}
          />
          <InputField
            field={field("role")}
            label={t("profile.engagement.role")}
            required={false}
            help={t("profile.engagement.roleHelp")}
            maxLength={ENGAGEMENT_ROLE_MAX}
          />
          <InputField
            field={field("teamSize")}
            label={t("profile.engagement.teamSize")}
            required={false}
            inputMode="numeric"
            suffix={t("profile.engagement.people")}
          />
          <ChoiceGroup
            field={field("phases")}
            legend={t("profile.engagement.phases")}
            multiple
            required={false}
            columns
            options={PHASES.map((p) => ({ value: String(p), label: t(`profile.engagement.phaseNames.${p}`) }))}
          />
          <InputField
            field={field("technologies")}
            label={t("profile.engagement.technologies")}
            required={false}
            help={t("profile.engagement.technologiesHelp")}
          />
          <p className="profile-form__actions">
            <button type="submit" name="intent" value="save" className="button button--primary">
              {t(editing ? "profile.engagement.update" : "profile.engagement.add")}
            </button>
            {editing ? <Link to={PATH}>{t("profile.edit.cancel")}</Link> : null}
          </p>
        </Form>
      </FieldMessages.Provider>
    </section>
  );
}
