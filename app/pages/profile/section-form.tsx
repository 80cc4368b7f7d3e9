// A profile edit page: the entry steps' fields for its section and its own, in one form (decision 014).
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { StepFields } from "~/components/entry/step-fields";
import { ChoiceGroup, FieldErrors, FieldMessages, InputField, SelectField } from "~/components/forms/fields";
import { useFormChecks, type FieldState } from "~/components/forms/use-form-checks";
import type { EntryAnswers } from "~/models/entry/answers";
import { DESIRED_STATION_ROWS, EDUCATIONS, GENDERS, MAX_OTHER_JOB_TYPES, MAX_QUALIFICATIONS, QUALIFICATION_NAME_MAX } from "~/models/profile/extras";
import type { SectionChoices } from "./section.server";
import { PROFILE_SECTIONS, type ProfileSectionId } from "~/models/profile/sections";
import { PROFILE_MESSAGES, SaveOrCancel } from "~/components/profile/form-parts";

type Props = {
  section: ProfileSectionId;
  values: Record<string, unknown>;
  answers: EntryAnswers;
  choices: SectionChoices;
  now: string;
  lastResult?: SubmissionResult<string[]>;
};
type Field = (name: string) => FieldState;

/** Steps asked only after another answer: the page says when they apply. */
const CONDITIONAL_NOTES: Partial<Record<string, string>> = { "start-date": "profile.edit.startDateNote", "leave-date": "profile.edit.leaveDateNote" };

export function ProfileSectionForm({ section, values, answers, choices, now, lastResult }: Props) {
  const { t } = useTranslation("member");
  const { formProps, field, formErrors, formErrorId } = useFormChecks(`profile-${section}`, {
    lastResult,
    defaultValue: values,
    rules: () => import("~/models/profile/schemas").then((rules) => rules.profileFormSchema(section, new Date(), answers.skills)),
  });
  const stepFields = (step: Parameters<typeof StepFields>[0]["step"]) => (
    <StepFields step={step} type="agent" field={field} answers={answers} choices={choices} now={new Date(now)} socialProvider={null} />
  );
  return (
    <FieldMessages.Provider value={PROFILE_MESSAGES}>
      <Form method="post" {...formProps} className="account-form profile-form">
        {formErrors?.length ? (
          <div id={formErrorId} className="form-alert" role="alert">
            {t("profile.edit.fix")}
          </div>
        ) : null}
        {PROFILE_SECTIONS[section].steps.map((step) => (
          <div key={step} className="profile-form__step">
            {CONDITIONAL_NOTES[step] ? <p className="form-field__help">{t(CONDITIONAL_NOTES[step]!)}</p> : null}
            {stepFields(step)}
          </div>
        ))}
        {section === "working" && answers.skills?.length ? (
          <div id="skill-years" className="profile-form__step">
            <p className="form-field__help">{t("profile.edit.skillYearsNote")}</p>
            {stepFields("skill-experience-years")}
          </div>
        ) : null}
        {section === "working" ? <WorkingExtraFields field={field} choices={choices} /> : null}
        {section === "basic" ? <GenderField field={field("gender")} /> : null}
        {section === "career" ? <CareerExtraFields field={field} /> : null}
        <SaveOrCancel />
      </Form>
    </FieldMessages.Provider>
  );
}

function GenderField({ field }: { field: FieldState }) {
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

function WorkingExtraFields({ field, choices }: { field: Field; choices: SectionChoices }) {
  const { t } = useTranslation("member");
  return (
    <>
      <ChoiceGroup
        field={field("otherJobTypes")}
        legend={t("profile.fields.otherJobTypes")}
        help={t("profile.fields.otherJobTypesHelp", { max: MAX_OTHER_JOB_TYPES })}
        multiple
        required={false}
        columns
        options={(choices.jobTypes ?? []).map((j) => ({ value: String(j.id), label: j.name }))}
      />
      <fieldset className="profile-form__stations" aria-describedby="stations-help">
        <legend className="form-field__label">{t("profile.fields.stations")}</legend>
        <p id="stations-help" className="form-field__help">
          {t("profile.fields.stationsHelp", { max: DESIRED_STATION_ROWS })}
        </p>
        {Array.from({ length: DESIRED_STATION_ROWS }, (_, i) => (
          <SelectField
            key={i}
            field={field(`stations[${i}]`)}
            label={t("profile.fields.station", { n: i + 1 })}
            required={false}
            options={choices.stations ?? []}
          />
        ))}
        <FieldErrors field={field("stations")} />
      </fieldset>
    </>
  );
}

function CareerExtraFields({ field }: { field: Field }) {
  const { t } = useTranslation("member");
  // As many rows as the page was given: the saved ones and a few blank (section.server.ts).
  const rows = [field("qualifications").initialValue ?? []].flat().length;
  return (
    <>
      <SelectField
        field={field("education")}
        label={t("profile.fields.education")}
        required={false}
        options={EDUCATIONS.map((e) => ({ value: String(e), label: t(`profile.options.education.${e}`) }))}
      />
      <fieldset className="profile-form__qualifications" aria-describedby="qualifications-help">
        <legend className="form-field__label">{t("profile.fields.qualifications")}</legend>
        <p id="qualifications-help" className="form-field__help">
          {t("profile.fields.qualificationsHelp", { max: MAX_QUALIFICATIONS })}
        </p>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="profile-form__qualification">
            <InputField
              field={field(`qualifications[${i}].name`)}
              label={t("profile.fields.qualificationName", { n: i + 1 })}
              required={false}
              maxLength={QUALIFICATION_NAME_MAX}
            />
            <InputField
              field={field(`qualifications[${i}].obtained`)}
              label={t("profile.fields.qualificationObtained", { n: i + 1 })}
              required={false}
              help={t("profile.fields.yearMonthHelp")}
              inputMode="numeric"
            />
          </div>
        ))}
        <FieldErrors field={field("qualifications")} />
      </fieldset>
    </>
  );
}
