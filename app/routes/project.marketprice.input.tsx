// The visitor describes themselves in one short form; the answers wait in a signed cookie for
// /complete/ (decision 045). A member's form starts from the profile.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { ChoiceGroup, SelectField } from "~/components/forms/fields";
import { useFieldOptions } from "~/components/forms/options";
import { useFormChecks } from "~/components/forms/use-form-checks";
import { WORKDAY_OPTIONS, WorkStyle } from "~/constants";
import { replyWith } from "~/utils/form-reply.server";
import { getUser } from "~/models/account/session.server";
import { isMember } from "~/models/account/user.server";
import { readProfileAnswers } from "~/models/entry/profile.server";
import type { EstimateAnswers } from "~/models/market/estimate";
import { ESTIMATE_SKILL_ROWS } from "~/models/market/estimate-form";
import { ESTIMATE_PATHS } from "~/models/market/paths";
import { estimateChoices, keepEstimateAnswers, parseEstimateForm, readEstimateAnswers } from "~/models/market/estimate.server";
import { readFormData } from "~/utils/form-body.server";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { entryStyles, formStyles, marketStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(formStyles, entryStyles, marketStyles);
export const handle: RouteHandle = {
  i18n: ["fields", "market"],
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
    choices: estimateChoices(),
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
  const { codes, workdays, years } = useFieldOptions();
  const { values, choices } = useLoaderData<typeof loader>();
  const { formProps, field, formErrors } = useFormChecks("market-input", {
    lastResult: useActionData<typeof action>()?.result,
    defaultValue: values,
    rules: () => import("~/models/market/estimate").then((rules) => rules.estimateSchema),
  });
  return (
    <div className="market-page">
      <PageHeading>{t("market:input.title")}</PageHeading>
      <p className="market-page__lead">{t("market:input.lead")}</p>
      <Form method="post" {...formProps} className="account-form account-card market-input">
        {formErrors?.length ? (
          <div className="form-alert" role="alert">
            {t("market:input.fix")}
          </div>
        ) : null}
        <SelectField field={field("jobTypeId")} label={t("fields:labels.jobType")} options={choices.jobTypes} />
        <fieldset className="market-input__skills" aria-describedby="market-skills-help">
          <legend className="form-field__label">{t("market:input.skills")}</legend>
          <p id="market-skills-help" className="form-field__help">
            {t("market:input.skillsHelp", { max: ESTIMATE_SKILL_ROWS })}
          </p>
          {Array.from({ length: ESTIMATE_SKILL_ROWS }, (_, i) => (
            <div key={i} className="market-input__skill">
              <SelectField field={field(`skills[${i}].id`)} label={t("market:input.skill", { n: i + 1 })} required={i === 0} options={choices.skills} />
              <SelectField field={field(`skills[${i}].years`)} label={t("market:input.skillYears", { n: i + 1 })} required={i === 0} options={years} />
            </div>
          ))}
        </fieldset>
        <SelectField field={field("experienceYears")} label={t("fields:labels.experienceYears")} options={years} />
        <ChoiceGroup field={field("workdays")} legend={t("fields:labels.workdays")} options={workdays(WORKDAY_OPTIONS)} />
        <ChoiceGroup field={field("workStyle")} legend={t("fields:labels.workStyle")} options={codes("workStyle", Object.values(WorkStyle))} />
        <SelectField field={field("prefectureId")} label={t("market:input.prefecture")} help={t("market:input.prefectureHelp")} options={choices.prefectures} />
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
