// Spec §2 /project/marketprice/input/ (issue 17): the visitor describes themselves — job type,
// skills with years, experience, workdays, remote wish, prefecture — in one short form that works
// without JavaScript. The answers are kept in a signed cookie for /complete/, through the e-mail or
// sign-up step a guest is asked for. A member's form starts from the profile.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { ChoiceGroup, SelectField, type Field } from "~/components/entry/fields";
import { useEntryOptions } from "~/components/entry/step-fields";
import { WORKDAY_OPTIONS, WorkStyle } from "~/constants";
import { PREFECTURES } from "~/data/prefectures";
import { SKILLS } from "~/data/skills";
import { replyWith } from "~/models/account/reply.server";
import { getUser } from "~/models/account/session.server";
import { isMember } from "~/models/account/user.server";
import { readProfileAnswers } from "~/models/entry/profile.server";
import { ENTRY_JOB_TYPES } from "~/data/job-types";
import type { EstimateAnswers } from "~/models/market/estimate";
import { ESTIMATE_SKILL_ROWS } from "~/models/market/estimate-form";
import { ESTIMATE_PATHS } from "~/models/market/paths";
import { keepEstimateAnswers, parseEstimateForm, readEstimateAnswers } from "~/models/market/estimate.server";
import { readFormData } from "~/utils/form-body.server";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { useLazyRules } from "~/utils/form-rules";
import { entryStyles, formStyles, marketStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(formStyles, entryStyles, marketStyles);
export const handle: RouteHandle = {
  i18n: ["account", "entry", "market"],
  layout: "simple",
  breadcrumb: ({ t }) => [
    { label: t("market:title"), to: "/project/marketprice/" },
    { label: t("market:input.title"), to: ESTIMATE_PATHS.input },
  ],
};

export const meta: MetaFunction = ({ matches, location }) => {
  const t = metaTranslator(matches);
  return pageMeta(matches, location, { title: t("market:input.title"), description: t("market:input.description") });
};

const text = (v: number | null | undefined) => (v === null || v === undefined ? undefined : String(v));

/** The form's starting values: the last answers in this browser, else a member's profile. */
async function startingAnswers(request: Request): Promise<Partial<EstimateAnswers>> {
  const user = await getUser(request);
  const kept = await readEstimateAnswers(request, user?.id ?? null);
  if (kept) return kept;
  if (!isMember(user)) return {};
  const p = await readProfileAnswers(user!.id);
  return {
    jobTypeId: p.jobTypeId,
    skills: (p.skills ?? []).slice(0, ESTIMATE_SKILL_ROWS).map((id) => ({ id, years: p.skillYears?.[String(id)] ?? 0 })),
    experienceYears: p.experienceYears,
    workdays: (WORKDAY_OPTIONS as readonly number[]).includes(p.workdays ?? 0) ? p.workdays : undefined,
    workStyle: p.workStyle,
    prefectureId: p.prefectureId ?? p.locations?.[0] ?? null,
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const a = await startingAnswers(request);
  return {
    values: {
      jobTypeId: text(a.jobTypeId),
      skills: Array.from({ length: ESTIMATE_SKILL_ROWS }, (_, i) => ({ id: text(a.skills?.[i]?.id), years: text(a.skills?.[i]?.years) })),
      experienceYears: text(a.experienceYears),
      workdays: text(a.workdays),
      workStyle: text(a.workStyle),
      prefectureId: text(a.prefectureId),
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseEstimateForm(await readFormData(request));
  if (submission.status !== "success") return replyWith(submission);
  const user = await getUser(request);
  return redirect(ESTIMATE_PATHS.complete, { headers: { "Set-Cookie": await keepEstimateAnswers(submission.value, user?.id ?? null) } });
}

export default function MarketPriceInput() {
  const { t } = useTranslation();
  const { t: tEntry } = useTranslation("entry");
  const { codes, years } = useEntryOptions();
  const { values } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const validate = useLazyRules("market-input", () => import("~/models/market/estimate").then((rules) => rules.estimateSchema));
  const [form, fields] = useForm({
    id: "market-input",
    lastResult: actionData?.result,
    defaultValue: values as unknown as Record<string, string>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => validate(formData),
  });
  const all = fields as unknown as Record<string, Field>;
  const skillRows = (fields.skills as unknown as { getFieldList: () => Array<{ getFieldset: () => Record<string, Field> }> })
    .getFieldList()
    .map((row) => row.getFieldset());
  return (
    <div className="market-page">
      <PageHeading>{t("market:input.title")}</PageHeading>
      <p className="market-page__lead">{t("market:input.lead")}</p>
      <Form method="post" {...getFormProps(form)} className="account-form account-card market-input">
        {form.errors?.length ? (
          <div id={form.errorId} className="form-alert" role="alert">
            {t("market:input.fix")}
          </div>
        ) : null}
        <SelectField field={all.jobTypeId} label={tEntry("fields.jobType")} options={ENTRY_JOB_TYPES.map((j) => ({ value: String(j.id), label: j.name }))} />
        <fieldset className="market-input__skills" aria-describedby="market-skills-help">
          <legend className="form-field__label">{t("market:input.skills")}</legend>
          <p id="market-skills-help" className="form-field__help">
            {t("market:input.skillsHelp", { max: ESTIMATE_SKILL_ROWS })}
          </p>
          {skillRows.map((row, i) => (
            <div key={i} className="market-input__skill">
              <SelectField
                field={row.id}
                label={t("market:input.skill", { n: i + 1 })}
                required={i === 0}
                options={SKILLS.map((s) => ({ value: String(s.id), label: s.name }))}
              />
              <SelectField field={row.years} label={t("market:input.skillYears", { n: i + 1 })} required={i === 0} options={years} />
            </div>
          ))}
        </fieldset>
        <SelectField field={all.experienceYears} label={tEntry("fields.experienceYears")} options={years} />
        <ChoiceGroup
          field={all.workdays}
          legend={tEntry("fields.workdays")}
          options={WORKDAY_OPTIONS.map((d) => ({ value: String(d), label: tEntry("options.workdays", { days: d }) }))}
        />
        <ChoiceGroup field={all.workStyle} legend={tEntry("fields.workStyle")} options={codes("workStyle", Object.values(WorkStyle))} />
        <SelectField
          field={all.prefectureId}
          label={t("market:input.prefecture")}
          help={t("market:input.prefectureHelp")}
          options={PREFECTURES.map((p) => ({ value: String(p.id), label: p.name }))}
        />
        <p className="profile-form__actions">
          <button type="submit" className="button button--primary button--large">
            {t("market:input.submit")}
          </button>
          <Link to="/project/marketprice/">{t("market:input.back")}</Link>
        </p>
      </Form>
    </div>
  );
}
