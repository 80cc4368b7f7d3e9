// The pieces every account form is made of: its checks (useAccountForm), its text fields and its
// messages, which are keys of the `account` namespace (or of `fields`, for what the fields share).
import type { SubmissionResult } from "@conform-to/react";
import type { ZodTypeAny } from "zod";
import { useTranslation } from "react-i18next";
import type * as AccountForms from "~/models/account/forms";
import { FieldMessages, FormAlert, InputField } from "~/components/forms/fields";
import { useFormChecks } from "~/components/forms/use-form-checks";
import { useFormConstraint } from "~/utils/form-rules";

/** The account forms' messages: the account's own first, then the shared fields'. */
const ACCOUNT_MESSAGES = { ns: ["account", "fields"] };

export function useMessage() {
  const { t } = useTranslation("account");
  return (key: string) => t(key, { defaultValue: t("errors.invalid") });
}

/** A shared text field, speaking the account's messages. */
export function TextField(props: Parameters<typeof InputField>[0] & { type: "email" | "password" | "text" }) {
  return (
    <FieldMessages.Provider value={ACCOUNT_MESSAGES}>
      <InputField {...props} />
    </FieldMessages.Provider>
  );
}

/** Messages about the whole form (wrong password, too many attempts). */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <FieldMessages.Provider value={ACCOUNT_MESSAGES}>
      <FormAlert id={id} errors={errors} />
    </FieldMessages.Provider>
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
 * The checks every account form has (useFormChecks): the rules run in the browser on blur (and again
 * while typing once a field has a message) from the first focus inside the form on; the page's loader
 * sends the native constraints (`formConstraints`); without JavaScript the server's reply is shown.
 */
export function useAccountForm(id: string, rules: () => Promise<ZodTypeAny>, lastResult?: SubmissionResult<string[]>, defaultValue?: Record<string, string>) {
  return useFormChecks(id, { lastResult, defaultValue, constraint: useFormConstraint(id), rules });
}
