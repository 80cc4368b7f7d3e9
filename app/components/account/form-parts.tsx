// The pieces every account form is made of: labelled fields with their messages, form-level
// messages, the honeypot. Messages are keys of the `account` namespace.
import { getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import type { ZodTypeAny } from "zod";
import { useTranslation } from "react-i18next";
import type * as AccountForms from "~/models/account/forms";
import { HONEYPOT_FIELD } from "~/models/account/form-names";
import { useFormConstraint, useLazyRules } from "~/utils/form-rules";

export function useMessage() {
  const { t } = useTranslation("account");
  return (key: string) => t(key, { defaultValue: t("errors.invalid") });
}

type FieldProps = {
  field: FieldMetadata<string | undefined>;
  label: string;
  type: "email" | "password" | "text";
  autoComplete?: string;
  help?: string;
  required?: boolean;
};

export function TextField({ field, label, type, autoComplete, help, required = true }: FieldProps) {
  const { t } = useTranslation("account");
  const message = useMessage();
  const helpId = `${field.id}-help`;
  const describedBy = [help ? helpId : null, field.errors ? field.errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="form-field">
      <label htmlFor={field.id} className="form-field__label">
        {label}
        {required ? <span className="form-field__required">{t("fields.required")}</span> : null}
      </label>
      <input
        {...inputProps(field, type)}
        className="form-field__input"
        autoComplete={autoComplete}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={describedBy}
      />
      {help ? (
        <p id={helpId} className="form-field__help">
          {help}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} message={message} />
    </div>
  );
}

function FieldErrors({ id, errors, message }: { id: string; errors?: string[]; message: (key: string) => string }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="form-errors">
      {errors.map((error) => (
        <li key={error}>{message(error)}</li>
      ))}
    </ul>
  );
}

/**
 * Conform's input props without its `key`: the key is random, so the server's and the browser's
 * differ, and React would remount the input on hydration, losing what a visitor on a slow
 * connection typed before the JavaScript arrived.
 */
export function inputProps(field: FieldMetadata<string | undefined>, type: "email" | "password" | "text" | "checkbox", value?: string) {
  const { key: _key, ...props } =
    type === "checkbox" ? getInputProps(field, { type, value: value ?? "on", ariaAttributes: false }) : getInputProps(field, { type, ariaAttributes: false });
  return props;
}

/** Messages about the whole form (wrong password, too many attempts). */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  const message = useMessage();
  if (!errors?.length) return null;
  return (
    <div id={id} className="form-alert" role="alert">
      {errors.map((error) => (
        <p key={error}>{message(error)}</p>
      ))}
    </div>
  );
}

/** Hidden from people (and from screen readers); robots fill it in. */
export function HoneypotField() {
  const { t } = useTranslation("account");
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {t("fields.honeypot")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

type AccountSchemas = typeof AccountForms;
type AccountSchemaName = { [Name in keyof AccountSchemas]: AccountSchemas[Name] extends ZodTypeAny ? Name : never }[keyof AccountSchemas];

/** An account form's rules as `useAccountForm` takes them: loaded when the visitor reaches into the form. */
export const accountRules =
  <Name extends AccountSchemaName>(name: Name) =>
  () =>
    import("~/models/account/forms").then((forms) => forms[name]);

/**
 * Conform set up the same way for every account form: the zod rules run in the browser on blur (and
 * again while typing once a field has a message), from the first focus inside the form on
 * (app/utils/form-rules.ts); the page's loader sends the native constraints (`formConstraints`);
 * without JavaScript the server's reply is shown.
 */
export function useAccountForm<Schema extends ZodTypeAny>(
  id: string,
  loadRules: () => Promise<Schema>,
  lastResult?: SubmissionResult<string[]>,
  defaultValue?: Record<string, string>,
) {
  const validate = useLazyRules(id, loadRules);
  return useForm({
    id,
    lastResult,
    defaultValue,
    constraint: useFormConstraint(id),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => validate(formData),
  });
}
