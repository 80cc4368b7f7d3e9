// An edit page of the profile (issue 16): the entry steps' fields for its section, and the page's own
// fields, in one form. Conform checks it in the browser once its rules have loaded (on the first focus);
// before, and without JavaScript, the server answers with the same messages and everything typed kept.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StepFields } from "~/components/entry/step-fields";
import { ChoiceGroup, Errors, InputField, SelectField, type Field } from "~/components/entry/fields";
import { ENTRY_JOB_TYPES } from "~/data/job-types";
import type { EntryAnswers } from "~/models/entry/answers";
import {
  DESIRED_STATION_ROWS,
  EDUCATIONS,
  GENDERS,
  MAX_OTHER_JOB_TYPES,
  MAX_QUALIFICATIONS,
  QUALIFICATION_NAME_MAX,
  STATION_OPTIONS,
} from "~/models/profile/extras";
import { PROFILE_SECTIONS, type ProfileSectionId } from "~/models/profile/sections";
import { useLazyRules } from "~/utils/form-rules";

type Props = {
  section: ProfileSectionId;
  values: Record<string, unknown>;
  answers: EntryAnswers;
  now: string;
  lastResult?: SubmissionResult<string[]>;
};

/** Steps asked only after another answer: the page says when they apply. */
const CONDITIONAL_NOTES: Partial<Record<string, string>> = { "start-date": "profile.edit.startDateNote", "leave-date": "profile.edit.leaveDateNote" };

export function ProfileSectionForm({ section, values, answers, now, lastResult }: Props) {
  const { t } = useTranslation("member");
  const validate = useLazyRules(`profile-${section}`, () =>
    import("~/models/profile/schemas").then((rules) => rules.profileFormSchema(section, new Date(), answers.skills)),
  );
  const [form, fields] = useForm({
    id: `profile-${section}`,
    lastResult,
    // Conform types default values as strings; lists and rows of qualifications are given as such.
    defaultValue: values as Record<string, string>,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => validate(formData),
  });
  const all = fields as unknown as Record<string, Field>;
  return (
    <Form method="post" {...getFormProps(form)} className="account-form profile-form">
      {form.errors?.length ? (
        <div id={form.errorId} className="form-alert" role="alert">
          {t("profile.edit.fix")}
        </div>
      ) : null}
      {PROFILE_SECTIONS[section].steps.map((step) => (
        <div key={step} className="profile-form__step">
          {CONDITIONAL_NOTES[step] ? <p className="form-field__help">{t(CONDITIONAL_NOTES[step]!)}</p> : null}
          <StepFields step={step} type="agent" fields={all} answers={answers} now={new Date(now)} socialProvider={null} />
        </div>
      ))}
      {section === "working" && answers.skills?.length ? (
        <div id="skill-years" className="profile-form__step">
          <p className="form-field__help">{t("profile.edit.skillYearsNote")}</p>
          <StepFields step="skill-experience-years" type="agent" fields={all} answers={answers} now={new Date(now)} socialProvider={null} />
        </div>
      ) : null}
      {section === "working" ? <WorkingExtraFields fields={all} /> : null}
      {section === "basic" ? <GenderField field={all.gender} /> : null}
      {section === "career" ? <CareerExtraFields fields={all} /> : null}
      <SaveOrCancel />
    </Form>
  );
}

/** The end of a profile edit form: save, or go back to the profile without saving. */
export function SaveOrCancel() {
  const { t } = useTranslation("member");
  return (
    <p className="profile-form__actions">
      <button type="submit" className="button button--primary">
        {t("profile.edit.save")}
      </button>
      <Link to="/users/profile/">{t("profile.edit.cancel")}</Link>
    </p>
  );
}

function GenderField({ field }: { field: Field }) {
  const { t } = useTranslation("member");
  return (
    <SelectField
      field={field}
      label={t("profile.fields.gender")}
      required={false}
      options={GENDERS.map((g) => ({ value: String(g), label: t(`profile.options.gender.${g}`) }))}
    />
  );
}

function WorkingExtraFields({ fields }: { fields: Record<string, Field> }) {
  const { t } = useTranslation("member");
  const stations = (fields.stations as unknown as { getFieldList: () => Field[] }).getFieldList();
  return (
    <>
      <ChoiceGroup
        field={fields.otherJobTypes}
        legend={t("profile.fields.otherJobTypes")}
        help={t("profile.fields.otherJobTypesHelp", { max: MAX_OTHER_JOB_TYPES })}
        multiple
        required={false}
        columns
        options={ENTRY_JOB_TYPES.map((j) => ({ value: String(j.id), label: j.name }))}
      />
      <fieldset className="profile-form__stations" aria-describedby="stations-help">
        <legend className="form-field__label">{t("profile.fields.stations")}</legend>
        <p id="stations-help" className="form-field__help">
          {t("profile.fields.stationsHelp", { max: DESIRED_STATION_ROWS })}
        </p>
        {stations.map((field, i) => (
          <SelectField key={i} field={field} label={t("profile.fields.station", { n: i + 1 })} required={false} options={STATION_OPTIONS} />
        ))}
        <Errors field={fields.stations} />
      </fieldset>
    </>
  );
}

type FieldList = { getFieldList: () => Array<{ getFieldset: () => Record<string, Field> }> };

function CareerExtraFields({ fields }: { fields: Record<string, Field> }) {
  const { t } = useTranslation("member");
  const rows = (fields.qualifications as unknown as FieldList).getFieldList().map((row) => row.getFieldset());
  return (
    <>
      <SelectField
        field={fields.education}
        label={t("profile.fields.education")}
        required={false}
        options={EDUCATIONS.map((e) => ({ value: String(e), label: t(`profile.options.education.${e}`) }))}
      />
      <fieldset className="profile-form__qualifications" aria-describedby="qualifications-help">
        <legend className="form-field__label">{t("profile.fields.qualifications")}</legend>
        <p id="qualifications-help" className="form-field__help">
          {t("profile.fields.qualificationsHelp", { max: MAX_QUALIFICATIONS })}
        </p>
        {rows.map((row, i) => (
          <div key={i} className="profile-form__qualification">
            <InputField field={row.name} label={t("profile.fields.qualificationName", { n: i + 1 })} required={false} maxLength={QUALIFICATION_NAME_MAX} />
            <InputField
              field={row.obtained}
              label={t("profile.fields.qualificationObtained", { n: i + 1 })}
              required={false}
              help={t("profile.fields.yearMonthHelp")}
              inputMode="numeric"
            />
          </div>
        ))}
        <Errors field={fields.qualifications} />
      </fieldset>
    </>
  );
}
