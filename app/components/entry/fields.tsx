// The fields the entry steps are made of: choice groups, selects, text inputs, text areas. Each shows
// its label, help and Japanese messages (keys of the `entry` namespace, or the `account` one for the
// address and password rules the sign-up forms share).
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export type Field = FieldMetadata<unknown>;
/** A choice; options of one `group` are listed together (an optgroup in a select). */
export type Option = { value: string; label: string; group?: string };

export function useEntryMessage() {
  const { t } = useTranslation("entry");
  return (key: string) => t(key, { ns: ["entry", "account"], defaultValue: t("errors.invalid") });
}

const initialList = (field: Field): string[] => {
  const value = field.initialValue as unknown;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === "string" && value !== "" ? [value] : [];
};
const initialText = (field: Field) => (typeof field.initialValue === "string" ? field.initialValue : "");

function describedBy(field: Field, help?: string) {
  return [help ? `${field.id}-help` : null, field.errors?.length ? field.errorId : null].filter(Boolean).join(" ") || undefined;
}

export function Errors({ field }: { field: Field }) {
  const message = useEntryMessage();
  if (!field.errors?.length) return null;
  return (
    <ul id={field.errorId} className="form-errors">
      {field.errors.map((error) => (
        <li key={error}>{message(error)}</li>
      ))}
    </ul>
  );
}

function Mark({ required }: { required: boolean }) {
  const { t } = useTranslation("entry");
  return required ? <span className="form-field__required">{t("fields.required")}</span> : <span className="form-field__optional">{t("fields.optional")}</span>;
}

/** Radio buttons (one answer) or checkboxes (several), drawn as large tappable rows. */
export function ChoiceGroup({
  field,
  legend,
  options,
  multiple = false,
  required = true,
  help,
  columns = false,
}: {
  field: Field;
  legend: string;
  options: Option[];
  multiple?: boolean;
  required?: boolean;
  help?: string;
  columns?: boolean;
}) {
  const chosen = new Set(initialList(field));
  return (
    <fieldset className={field.errors?.length ? "choice-group choice-group--invalid" : "choice-group"} aria-describedby={describedBy(field, help)}>
      <legend className="form-field__label">
        {legend}
        <Mark required={required} />
      </legend>
      {help ? (
        <p id={`${field.id}-help`} className="form-field__help">
          {help}
        </p>
      ) : null}
      <div className={columns ? "choice-group__options choice-group__options--columns" : "choice-group__options"}>
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input type={multiple ? "checkbox" : "radio"} name={field.name} value={option.value} defaultChecked={chosen.has(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <Errors field={field} />
    </fieldset>
  );
}

export function SelectField({
  field,
  label,
  options,
  help,
  required = true,
  hideLabel = false,
}: {
  field: Field;
  label: string;
  options: Option[];
  help?: string;
  required?: boolean;
  hideLabel?: boolean;
}) {
  const { t } = useTranslation("entry");
  return (
    <div className="form-field">
      <label htmlFor={field.id} className={hideLabel ? "visually-hidden" : "form-field__label"}>
        {label}
        {hideLabel ? null : <Mark required={required} />}
      </label>
      <select
        id={field.id}
        name={field.name}
        className="form-field__input"
        defaultValue={initialText(field)}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy(field, help)}
      >
        <option value="">{t("fields.select")}</option>
        {[...new Set(options.map((option) => option.group))].map((group) => {
          const list = options
            .filter((option) => option.group === group)
            .map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ));
          return group ? (
            <optgroup key={group} label={group}>
              {list}
            </optgroup>
          ) : (
            list
          );
        })}
      </select>
      {help ? (
        <p id={`${field.id}-help`} className="form-field__help">
          {help}
        </p>
      ) : null}
      <Errors field={field} />
    </div>
  );
}

type InputType = "text" | "tel" | "email" | "password" | "date" | "number";

export function InputField({
  field,
  label,
  type = "text",
  help,
  required = true,
  autoComplete,
  suffix,
  inputMode,
  maxLength,
}: {
  field: Field;
  label: string;
  type?: InputType;
  help?: string;
  required?: boolean;
  autoComplete?: string;
  suffix?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  maxLength?: number;
}) {
  const input = (
    <input
      id={field.id}
      name={field.name}
      type={type}
      className="form-field__input"
      defaultValue={type === "password" ? undefined : initialText(field)}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      aria-invalid={field.errors?.length ? true : undefined}
      aria-describedby={describedBy(field, help)}
    />
  );
  return (
    <div className="form-field">
      <label htmlFor={field.id} className="form-field__label">
        {label}
        <Mark required={required} />
      </label>
      {suffix ? (
        <div className="input-with-suffix">
          {input}
          <span>{suffix}</span>
        </div>
      ) : (
        input
      )}
      {help ? (
        <p id={`${field.id}-help`} className="form-field__help">
          {help}
        </p>
      ) : null}
      <Errors field={field} />
    </div>
  );
}

export function TextAreaField({
  field,
  label,
  help,
  maxLength,
  required = false,
  rows = 6,
}: {
  field: Field;
  label: string;
  help?: string;
  maxLength: number;
  required?: boolean;
  rows?: number;
}) {
  return (
    <div className="form-field">
      <label htmlFor={field.id} className="form-field__label">
        {label}
        <Mark required={required} />
      </label>
      <textarea
        id={field.id}
        name={field.name}
        className="form-field__input form-field__textarea"
        rows={rows}
        maxLength={maxLength}
        defaultValue={initialText(field)}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy(field, help)}
      />
      {help ? (
        <p id={`${field.id}-help`} className="form-field__help">
          {help}
        </p>
      ) : null}
      <Errors field={field} />
    </div>
  );
}

/** Several selects that make one answer (year, month and day of a date), with one legend. */
export function FieldRow({ legend, children, required = true }: { legend: string; children: ReactNode; required?: boolean }) {
  return (
    <fieldset className="field-row">
      <legend className="form-field__label">
        {legend}
        <Mark required={required} />
      </legend>
      <div className="field-row__parts">{children}</div>
    </fieldset>
  );
}

export const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
