// What each entry step asks, as fields (the rules are in app/models/entry); the catalogues come with
// the page's data, for the steps it shows.
import { useTranslation } from "react-i18next";
import { ContractStatus, JobStatus, StartTiming, WORKDAY_OPTIONS, WorkStyle } from "~/constants";
import type { SkillKind } from "~/data/skills";
import type { EntryAnswers } from "~/models/entry/answers";
import type { StepChoices } from "~/models/entry/step-choices.server";
import { EXPERIENCE_MAX_LENGTH, LEAVE_YEARS, MAX_AGE, MIN_AGE, NEED_OPTIONS, REQUEST_MAX_LENGTH, skillYearsField } from "~/models/entry/step-limits";
import type { EntryType, Step } from "~/models/entry/steps";
import { ChoiceGroup, FieldErrors, FieldRow, InputField, Mark, SelectField, TextAreaField } from "~/components/forms/fields";
import { range, useFieldOptions, type Option } from "~/components/forms/options";
import type { FieldState } from "~/components/forms/use-form-checks";

type Props = {
  step: Step;
  type: EntryType;
  field: (name: string) => FieldState;
  answers: EntryAnswers;
  choices: StepChoices;
  now: Date;
  socialProvider: string | null;
};

const SKILL_KINDS: SkillKind[] = ["language", "framework", "database", "cloud", "tool", "design", "package"];

/** A start date as a hint shows it: the first of next month, in Japanese (2026年12月1日). */
function firstOfNextMonth(now: Date, t: (key: string, options: Record<string, unknown>) => string) {
  const local = new Date(now.getTime() + 9 * 3600_000);
  const next = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1));
  return t("format.date", { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: 1 });
}

export function StepFields({ step, type, field, answers, choices, now, socialProvider }: Props) {
  const { t } = useTranslation("entry");
  const { codes, workdays, years } = useFieldOptions();
  const entryCodes = (name: string, values: readonly number[]): Option[] => values.map((v) => ({ value: String(v), label: t(`options.${name}.${v}`) }));
  const prefectures: Option[] = (choices.prefectures ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  const thisYear = new Date(now.getTime() + 9 * 3600_000).getUTCFullYear();
  switch (step) {
    case "need":
      return (
        <>
          <ChoiceGroup
            field={field("need")}
            legend={t("fields.need")}
            multiple
            options={NEED_OPTIONS[type].map((code) => ({ value: code, label: t(`options.need.${type}.${code}`) }))}
          />
          <TextAreaField field={field("request")} label={t("fields.request")} help={t("fields.requestHelp")} maxLength={REQUEST_MAX_LENGTH} />
        </>
      );
    case "signup":
      return (
        <>
          <InputField field={field("email")} label={t("fields:labels.email")} type="email" autoComplete="email" inputMode="email" />
          <InputField
            field={field("password")}
            label={t("fields:labels.password")}
            type="password"
            autoComplete="new-password"
            help={t("fields:help.password")}
          />
        </>
      );
    case "birthday":
      return (
        <FieldRow legend={t("steps.birthday.label")}>
          <SelectField
            field={field("birthday_year")}
            label={t("fields.birthdayYear")}
            hideLabel
            options={range(thisYear - MAX_AGE, thisYear - MIN_AGE)
              .reverse()
              .map((y) => ({ value: String(y), label: `${y}${t("fields.year")}` }))}
          />
          <SelectField
            field={field("birthday_month")}
            label={t("fields.birthdayMonth")}
            hideLabel
            options={range(1, 12).map((m) => ({ value: String(m), label: `${m}${t("fields.month")}` }))}
          />
          <SelectField
            field={field("birthday_day")}
            label={t("fields.birthdayDay")}
            hideLabel
            options={range(1, 31).map((d) => ({ value: String(d), label: `${d}${t("fields.day")}` }))}
          />
        </FieldRow>
      );
    case "work-days":
      return <ChoiceGroup field={field("workdays")} legend={t("fields:labels.workdays")} options={workdays(WORKDAY_OPTIONS)} />;
    case "job":
      return (
        <ChoiceGroup
          field={field("jobCategory")}
          legend={t("fields.jobCategory")}
          columns
          options={(choices.jobCategories ?? []).map((c) => ({ value: c, label: c }))}
        />
      );
    case "job-type":
      // One list grouped by field (開発, インフラ …): the job type names its field too.
      return (
        <SelectField
          field={field("jobTypeId")}
          label={t("fields:labels.jobType")}
          options={(choices.jobTypes ?? []).map((j) => ({ value: String(j.id), label: j.name, group: j.category }))}
        />
      );
    case "experience-years":
      return <SelectField field={field("experienceYears")} label={t("fields:labels.experienceYears")} options={years} />;
    case "skills": {
      const skills = field("skills");
      return (
        <fieldset className="choice-group" aria-describedby={skills.errors?.length ? skills.errorId : undefined}>
          <legend className="form-field__label">
            {t("fields.skills")}
            <Mark required />
          </legend>
          {SKILL_KINDS.map((kind, i) => {
            const chosen = new Set([skills.initialValue ?? []].flat().map(String));
            const ofKind = (choices.skills ?? []).filter((s) => s.kind === kind);
            const open = i === 0 || ofKind.some((s) => chosen.has(String(s.id)));
            return (
              <details key={kind} className="skill-kind" open={open}>
                <summary>{t(`fields.skillKinds.${kind}`)}</summary>
                <div className="choice-group__options choice-group__options--tags">
                  {ofKind.map((skill) => (
                    <label key={skill.id} className="choice choice--tag">
                      <input type="checkbox" name={skills.name} value={String(skill.id)} defaultChecked={chosen.has(String(skill.id))} />
                      <span>{skill.name}</span>
                    </label>
                  ))}
                </div>
              </details>
            );
          })}
          <FieldErrors field={skills} />
        </fieldset>
      );
    }
    case "skill-experience-years":
      return (
        <div className="skill-years">
          {(answers.skills ?? []).map((id) => {
            const name = choices.skills?.find((s) => s.id === id)?.name ?? "";
            return <SelectField key={id} field={field(skillYearsField(id))} label={t("fields.skillYears", { name })} options={years} />;
          })}
        </div>
      );
    case "working":
      return (
        <>
          <ChoiceGroup field={field("jobStatus")} legend={t("fields.jobStatus")} options={entryCodes("jobStatus", Object.values(JobStatus))} />
          <InputField
            field={field("companyName")}
            label={t("fields.companyName")}
            required={false}
            help={t("fields.companyNameHelp")}
            autoComplete="organization"
            maxLength={100}
          />
        </>
      );
    case "leave-date":
      return (
        <FieldRow legend={t("steps.leave-date.label")}>
          <SelectField
            field={field("leave_year")}
            label={t("fields.leaveYear")}
            hideLabel
            options={LEAVE_YEARS(now).map((y) => ({ value: String(y), label: `${y}${t("fields.year")}` }))}
          />
          <SelectField
            field={field("leave_month")}
            label={t("fields.leaveMonth")}
            hideLabel
            options={range(1, 12).map((m) => ({ value: String(m), label: `${m}${t("fields.month")}` }))}
          />
        </FieldRow>
      );
    case "start":
      return <ChoiceGroup field={field("startTiming")} legend={t("fields.startTiming")} options={entryCodes("startTiming", Object.values(StartTiming))} />;
    case "start-date":
      return (
        <InputField
          field={field("startDate")}
          label={t("fields.startDate")}
          type="date"
          help={t("fields.startDateHelp", { example: firstOfNextMonth(now, t) })}
        />
      );
    case "contract":
      return (
        <ChoiceGroup
          field={field("contractStatus")}
          legend={t("fields.contractStatus")}
          options={entryCodes("contractStatus", Object.values(ContractStatus))}
        />
      );
    case "work-location":
      return <ChoiceGroup field={field("workStyle")} legend={t("fields:labels.workStyle")} options={codes("workStyle", Object.values(WorkStyle))} />;
    case "address":
      return (
        <>
          <SelectField field={field("prefectureId")} label={t("fields.prefecture")} options={prefectures} />
          <InputField field={field("city")} label={t("fields.city")} help={t("fields.cityHelp")} autoComplete="address-level2" maxLength={100} />
          <InputField field={field("station")} label={t("fields.station")} help={t("fields.stationHelp")} required={false} maxLength={50} />
        </>
      );
    case "name":
      return (
        <>
          <div className="field-pair">
            <InputField field={field("lastName")} label={t("fields.lastName")} autoComplete="family-name" maxLength={40} />
            <InputField field={field("firstName")} label={t("fields.firstName")} autoComplete="given-name" maxLength={40} />
          </div>
          <div className="field-pair">
            <InputField field={field("lastNameKana")} label={t("fields.lastNameKana")} maxLength={40} />
            <InputField field={field("firstNameKana")} label={t("fields.firstNameKana")} maxLength={40} />
          </div>
          <p className="form-field__help">{t("fields.kanaHelp")}</p>
        </>
      );
    case "phone":
      return (
        <InputField
          field={field("phone")}
          label={t("fields.phone")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          help={t("fields.phoneHelp")}
          maxLength={20}
        />
      );
    case "locations":
      return <ChoiceGroup field={field("locations")} legend={t("fields.locations")} multiple columns options={prefectures} />;
    case "remote-or-prefecture":
      return (
        <>
          <ChoiceGroup field={field("workStyle")} legend={t("fields:labels.workStyle")} options={codes("workStyle", Object.values(WorkStyle))} />
          <ChoiceGroup field={field("locations")} legend={t("fields.locations")} multiple columns required={false} options={prefectures} />
        </>
      );
    case "min-price":
      return (
        <InputField
          field={field("minPrice")}
          label={t("fields.minPrice")}
          type="text"
          inputMode="numeric"
          suffix={t("fields.minPriceSuffix")}
          help={t("fields.minPriceHelp")}
          maxLength={4}
        />
      );
    case "experience":
      return <TextAreaField field={field("experience")} label={t("fields.experience")} help={t("fields.experienceHelp")} maxLength={EXPERIENCE_MAX_LENGTH} />;
    case "signup-and-entry":
      return socialProvider ? (
        <InputField field={field("email")} label={t("fields:labels.email")} type="email" autoComplete="email" help={t("social.emailHelp")} />
      ) : null;
    case "confirm-and-entry":
      return (
        <>
          <ChoiceGroup
            field={field("need")}
            legend={t("fields.need")}
            multiple
            required={false}
            options={NEED_OPTIONS[type].map((code) => ({ value: code, label: t(`options.need.${type}.${code}`) }))}
          />
          <TextAreaField field={field("request")} label={t("fields.request")} help={t("fields.requestHelp")} maxLength={REQUEST_MAX_LENGTH} />
        </>
      );
  }
}
