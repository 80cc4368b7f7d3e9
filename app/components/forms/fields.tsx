// The fields every form is made of; a field is a useFormChecks FieldState (Conform's FieldMetadata fits too).
import { createContext, useContext, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Option } from "./options";
import type { FieldState } from "./use-form-checks";

/** The namespaces a form's messages are keys of, written as an `ns` list so route-namespaces.test.ts reads them. */
export const FieldMessages = createContext<{ ns: readonly string[] }>({ ns: ["fields"] });

/** A message key in the page's language; an unknown one reads as "check what you entered". */
export function useFieldMessage() {
  const { t } = useTranslation("fields");
  const { ns } = useContext(FieldMessages);
  return (key: string) => t(key, { ns, defaultValue: t("errors.invalid", { ns }) });
}

const initialList = (field: FieldState): string[] => {
  const value = field.initialValue;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === "string" && value !== "" ? [value] : [];
};
const initialText = (field: FieldState) => (typeof field.initialValue === "string" ? field.initialValue : "");

export const controlProps = (field: FieldState) => ({
  id: field.id,
  name: field.name,
  defaultValue: initialText(field),
  required: field.required,
  minLength: field.minLength,
  maxLength: field.maxLength,
  pattern: field.pattern,
});

function describedBy(field: FieldState, help?: string) {
  return [help ? `${field.id}-help` : null, field.errors?.length ? field.errorId : null].filter(Boolean).join(" ") || undefined;
}

export function FieldErrors({ field }: { field: FieldState }) {
  const message = useFieldMessage();
  if (!field.errors?.length) return null;
  return (
    <ul id={field.errorId} className="form-errors">
      {field.errors.map((error) => (
        <li key={error}>{message(error)}</li>
      ))}
    </ul>
  );
}

export function FormAlert({ id, errors }: { id?: string; errors?: string[] }) {
  const message = useFieldMessage();
  if (!errors?.length) return null;
  return (
    <div id={id} className="form-alert" role="alert">
      {errors.map((error) => (
        <p key={error}>{message(error)}</p>
      ))}
    </div>
  );
}

export function Mark({ required }: { required: boolean }) {
  const { t } = useTranslation("fields");
  return required ? <span className="form-field__required">{t("marks.required")}</span> : <span className="form-field__optional">{t("marks.optional")}</span>;
}

function Help({ field, help }: { field: FieldState; help?: string }) {
  return help ? (
    <p id={`${field.id}-help`} className="form-field__help">
      {help}
    </p>
  ) : null;
}

export function ChoiceGroup({
  field,
  legend,
  options,
  multiple = false,
  required = true,
  help,
  columns = false,
}: {
  field: FieldState;
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
      <Help field={field} help={help} />
      <div className={columns ? "choice-group__options choice-group__options--columns" : "choice-group__options"}>
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input type={multiple ? "checkbox" : "radio"} name={field.name} value={option.value} defaultChecked={chosen.has(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldErrors field={field} />
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
  field: FieldState;
  label: string;
  options: Option[];
  help?: string;
  required?: boolean;
  hideLabel?: boolean;
}) {
  const { t } = useTranslation("fields");
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
        <option value="">{t("select")}</option>
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
      <Help field={field} help={help} />
      <FieldErrors field={field} />
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
  field: FieldState;
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
      {...controlProps(field)}
      type={type}
      className="form-field__input"
      // A password is never sent back to the page.
      defaultValue={type === "password" ? undefined : initialText(field)}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength ?? field.maxLength}
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
      <Help field={field} help={help} />
      <FieldErrors field={field} />
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
  field: FieldState;
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
      <Help field={field} help={help} />
      <FieldErrors field={field} />
    </div>
  );
}

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
