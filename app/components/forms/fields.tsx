// Selects and choice groups for forms checked with useFormChecks: each shows its label, whether it is
// required, its help and its messages (keys of the `fields` namespace).
import { useTranslation } from "react-i18next";
import type { Option } from "./options";
import type { FieldState } from "./use-form-checks";

function describedBy(field: FieldState, help?: string) {
  return [help ? `${field.id}-help` : null, field.errors?.length ? field.errorId : null].filter(Boolean).join(" ") || undefined;
}

function FieldErrors({ field }: { field: FieldState }) {
  const { t } = useTranslation("fields");
  if (!field.errors?.length) return null;
  return (
    <ul id={field.errorId} className="form-errors">
      {field.errors.map((error) => (
        <li key={error}>{t(error, { defaultValue: t("errors.invalid") })}</li>
      ))}
    </ul>
  );
}

function Mark({ required }: { required: boolean }) {
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

type Props = { field: FieldState; options: Option[]; defaultValue?: string; help?: string; required?: boolean };

export function SelectField({ field, label, options, defaultValue, help, required = true }: Props & { label: string }) {
  const { t } = useTranslation("fields");
  return (
    <div className="form-field">
      <label htmlFor={field.id} className="form-field__label">
        {label}
        <Mark required={required} />
      </label>
      <select
        id={field.id}
        name={field.name}
        className="form-field__input"
        defaultValue={defaultValue ?? ""}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy(field, help)}
      >
        <option value="">{t("select")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Help field={field} help={help} />
      <FieldErrors field={field} />
    </div>
  );
}

/** Radio buttons drawn as large tappable rows: one answer. */
export function ChoiceGroup({ field, legend, options, defaultValue, help, required = true }: Props & { legend: string }) {
  return (
    <fieldset className={field.errors?.length ? "choice-group choice-group--invalid" : "choice-group"} aria-describedby={describedBy(field, help)}>
      <legend className="form-field__label">
        {legend}
        <Mark required={required} />
      </legend>
      <Help field={field} help={help} />
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input type="radio" name={field.name} value={option.value} defaultChecked={option.value === defaultValue} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldErrors field={field} />
    </fieldset>
  );
}
