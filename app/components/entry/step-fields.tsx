// What each entry step asks, as fields (spec §4's steps; the rules are in app/models/entry).
import { useTranslation } from "react-i18next";
import { ContractStatus, JobStatus, StartTiming, WORKDAY_OPTIONS, WorkStyle } from "~/constants";
import { PREFECTURES } from "~/data/prefectures";
import { SKILLS, type SkillKind } from "~/data/skills";
import type { EntryAnswers } from "~/models/entry/answers";
import { ENTRY_JOB_TYPES, JOB_CATEGORIES } from "~/data/job-types";
import {
  EXPERIENCE_MAX_LENGTH,
  LEAVE_YEARS,
  MAX_AGE,
  MAX_EXPERIENCE_YEARS,
  MIN_AGE,
  NEED_OPTIONS,
  REQUEST_MAX_LENGTH,
  skillYearsField,
} from "~/models/entry/step-limits";
import type { EntryType, Step } from "~/models/entry/steps";
import { ChoiceGroup, Errors, FieldRow, InputField, SelectField, TextAreaField, range, type Field, type Option } from "./fields";

type Props = { step: Step; type: EntryType; fields: Record<string, Field>; answers: EntryAnswers; now: Date; socialProvider: string | null };

const SKILL_KINDS: SkillKind[] = ["language", "framework", "database", "cloud", "tool", "design", "package"];
const prefectureOptions: Option[] = PREFECTURES.map((p) => ({ value: String(p.id), label: p.name }));

export function useEntryOptions() {
  const { t } = useTranslation("entry");
  const codes = (name: string, values: readonly number[]): Option[] => values.map((v) => ({ value: String(v), label: t(`options.${name}.${v}`) }));
  const years: Option[] = range(0, MAX_EXPERIENCE_YEARS).map((n) => ({
    value: String(n),
    label: n === 0 ? t("options.underAYear") : n === MAX_EXPERIENCE_YEARS ? t("options.yearsOrMore", { count: n }) : t("options.years", { count: n }),
  }));
  return { t, codes, years };
}

/** A start date as a hint shows it: the first of next month, in Japanese (2026年12月1日). */
function firstOfNextMonth(now: Date, t: (key: string, options: Record<string, unknown>) => string) {
  const local = new Date(now.getTime() + 9 * 3600_000);
  const next = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1));
  return t("format.date", { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: 1 });
}

export function StepFields({ step, type, fields, answers, now, socialProvider }: Props) {
  const { t, codes, years } = useEntryOptions();
  const thisYear = new Date(now.getTime() + 9 * 3600_000).getUTCFullYear();
  switch (step) {
    case "need":
      return (
        <>
          <ChoiceGroup
            field={fields.need}
            legend={t("fields.need")}
            multiple
            options={NEED_OPTIONS[type].map((code) => ({ value: code, label: t(`options.need.${type}.${code}`) }))}
          />
          <TextAreaField field={fields.request} label={t("fields.request")} help={t("fields.requestHelp")} maxLength={REQUEST_MAX_LENGTH} />
        </>
      );
    case "signup":
      return (
        <>
          <InputField field={fields.email} label={t("account:fields.email")} type="email" autoComplete="email" inputMode="email" />
          <InputField
            field={fields.password}
            label={t("account:fields.password")}
            type="password"
            autoComplete="new-password"
            help={t("account:fields.passwordHelp")}
          />
        </>
      );
    case "birthday":
      return (
        <FieldRow legend={t("steps.birthday.label")}>
          <SelectField
            field={fields.birthday_year}
            label={t("fields.birthdayYear")}
            hideLabel
            options={range(thisYear - MAX_AGE, thisYear - MIN_AGE)
              .reverse()
              .map((y) => ({ value: String(y), label: `${y}${t("fields.year")}` }))}
          />
          <SelectField
            field={fields.birthday_month}
            label={t("fields.birthdayMonth")}
            hideLabel
            options={range(1, 12).map((m) => ({ value: String(m), label: `${m}${t("fields.month")}` }))}
          />
          <SelectField
            field={fields.birthday_day}
            label={t("fields.birthdayDay")}
            hideLabel
            options={range(1, 31).map((d) => ({ value: String(d), label: `${d}${t("fields.day")}` }))}
          />
        </FieldRow>
      );
    case "work-days":
      return (
        <ChoiceGroup
          field={fields.workdays}
          legend={t("fields.workdays")}
          options={WORKDAY_OPTIONS.map((d) => ({ value: String(d), label: t("options.workdays", { days: d }) }))}
        />
      );
    case "job":
      return <ChoiceGroup field={fields.jobCategory} legend={t("fields.jobCategory")} columns options={JOB_CATEGORIES.map((c) => ({ value: c, label: c }))} />;
    case "job-type":
      // One list grouped by field (開発, インフラ …): the job type names its field too.
      return (
        <SelectField
          field={fields.jobTypeId}
          label={t("fields.jobType")}
          options={ENTRY_JOB_TYPES.map((j) => ({ value: String(j.id), label: j.name, group: j.category }))}
        />
      );
    case "experience-years":
      return <SelectField field={fields.experienceYears} label={t("fields.experienceYears")} options={years} />;
    case "skills":
      return (
        <fieldset className="choice-group" aria-describedby={fields.skills.errors?.length ? fields.skills.errorId : undefined}>
          <legend className="form-field__label">
            {t("fields.skills")}
            <span className="form-field__required">{t("fields.required")}</span>
          </legend>
          {SKILL_KINDS.map((kind, i) => {
            const chosen = new Set([fields.skills.initialValue ?? []].flat().map(String));
            const skills = SKILLS.filter((s) => s.kind === kind);
            const open = i === 0 || skills.some((s) => chosen.has(String(s.id)));
            return (
              <details key={kind} className="skill-kind" open={open}>
                <summary>{t(`fields.skillKinds.${kind}`)}</summary>
                <div className="choice-group__options choice-group__options--tags">
                  {skills.map((skill) => (
                    <label key={skill.id} className="choice choice--tag">
                      <input type="checkbox" name={fields.skills.name} value={String(skill.id)} defaultChecked={chosen.has(String(skill.id))} />
                      <span>{skill.name}</span>
                    </label>
                  ))}
                </div>
              </details>
            );
          })}
          <Errors field={fields.skills} />
        </fieldset>
      );
    case "skill-experience-years":
      return (
        <div className="skill-years">
          {(answers.skills ?? []).map((id) => {
            const name = SKILLS.find((s) => s.id === id)?.name ?? "";
            return <SelectField key={id} field={fields[skillYearsField(id)]} label={t("fields.skillYears", { name })} options={years} />;
          })}
        </div>
      );
    case "working":
      return (
        <>
          <ChoiceGroup field={fields.jobStatus} legend={t("fields.jobStatus")} options={codes("jobStatus", Object.values(JobStatus))} />
          <InputField
            field={fields.companyName}
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
            field={fields.leave_year}
            label={t("fields.leaveYear")}
            hideLabel
            options={LEAVE_YEARS(now).map((y) => ({ value: String(y), label: `${y}${t("fields.year")}` }))}
          />
          <SelectField
            field={fields.leave_month}
            label={t("fields.leaveMonth")}
            hideLabel
            options={range(1, 12).map((m) => ({ value: String(m), label: `${m}${t("fields.month")}` }))}
          />
        </FieldRow>
      );
    case "start":
      return <ChoiceGroup field={fields.startTiming} legend={t("fields.startTiming")} options={codes("startTiming", Object.values(StartTiming))} />;
    case "start-date":
      return (
        <InputField
          field={fields.startDate}
          label={t("fields.startDate")}
          type="date"
          help={t("fields.startDateHelp", { example: firstOfNextMonth(now, t) })}
        />
      );
    case "contract":
      return <ChoiceGroup field={fields.contractStatus} legend={t("fields.contractStatus")} options={codes("contractStatus", Object.values(ContractStatus))} />;
    case "work-location":
      return <ChoiceGroup field={fields.workStyle} legend={t("fields.workStyle")} options={codes("workStyle", Object.values(WorkStyle))} />;
    case "address":
      return (
        <>
          <SelectField field={fields.prefectureId} label={t("fields.prefecture")} options={prefectureOptions} />
          <InputField field={fields.city} label={t("fields.city")} help={t("fields.cityHelp")} autoComplete="address-level2" maxLength={100} />
          <InputField field={fields.station} label={t("fields.station")} help={t("fields.stationHelp")} required={false} maxLength={50} />
        </>
      );
    case "name":
      return (
        <>
          <div className="field-pair">
            <InputField field={fields.lastName} label={t("fields.lastName")} autoComplete="family-name" maxLength={40} />
            <InputField field={fields.firstName} label={t("fields.firstName")} autoComplete="given-name" maxLength={40} />
          </div>
          <div className="field-pair">
            <InputField field={fields.lastNameKana} label={t("fields.lastNameKana")} maxLength={40} />
            <InputField field={fields.firstNameKana} label={t("fields.firstNameKana")} maxLength={40} />
          </div>
          <p className="form-field__help">{t("fields.kanaHelp")}</p>
        </>
      );
    case "phone":
      return (
        <InputField field={fields.phone} label={t("fields.phone")} type="tel" inputMode="tel" autoComplete="tel" help={t("fields.phoneHelp")} maxLength={20} />
      );
    case "locations":
      return <ChoiceGroup field={fields.locations} legend={t("fields.locations")} multiple columns options={prefectureOptions} />;
    case "remote-or-prefecture":
      return (
        <>
          <ChoiceGroup field={fields.workStyle} legend={t("fields.workStyle")} options={codes("workStyle", Object.values(WorkStyle))} />
          <ChoiceGroup field={fields.locations} legend={t("fields.locations")} multiple columns required={false} options={prefectureOptions} />
        </>
      );
    case "min-price":
      return (
        <InputField
          field={fields.minPrice}
          label={t("fields.minPrice")}
          type="text"
          inputMode="numeric"
          suffix={t("fields.minPriceSuffix")}
          help={t("fields.minPriceHelp")}
          maxLength={4}
        />
      );
    case "experience":
      return <TextAreaField field={fields.experience} label={t("fields.experience")} help={t("fields.experienceHelp")} maxLength={EXPERIENCE_MAX_LENGTH} />;
    case "signup-and-entry":
      return socialProvider ? (
        <InputField field={fields.email} label={t("account:fields.email")} type="email" autoComplete="email" help={t("social.emailHelp")} />
      ) : null;
    case "confirm-and-entry":
      return (
        <>
          <ChoiceGroup
            field={fields.need}
            legend={t("fields.need")}
            multiple
            required={false}
            options={NEED_OPTIONS[type].map((code) => ({ value: code, label: t(`options.need.${type}.${code}`) }))}
          />
          <TextAreaField field={fields.request} label={t("fields.request")} help={t("fields.requestHelp")} maxLength={REQUEST_MAX_LENGTH} />
        </>
      );
  }
}
