// The pieces every account form is made of; messages are keys of `account`, or of `fields` for what fields share.
import type { SubmissionResult } from "@conform-to/react";
import type { ZodTypeAny } from "zod";
import { useTranslation } from "react-i18next";
import type * as AccountForms from "~/models/account/forms";
import { FieldMessages, FormAlert, InputField } from "~/components/forms/fields";
import { useFormChecks } from "~/components/forms/use-form-checks";
import { useFormConstraint } from "~/utils/form-rules";

const ACCOUNT_MESSAGES = { ns: ["account", "fields"] };

export function useMessage() {
  const { t } = useTranslation("account");
  return (key: string) => t(key, { defaultValue: t("errors.invalid") });
}

export function TextField(props: Parameters<typeof InputField>[0] & { type: "email" | "password" | "text" }) {
  return (
    <FieldMessages.Provider value={ACCOUNT_MESSAGES}>
      <InputField {...props} />
    </FieldMessages.Provider>
  );
}

export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <FieldMessages.Provider value={ACCOUNT_MESSAGES}>
      <FormAlert id={id} errors={errors} />
    </FieldMessages.Provider>
  );
}

type AccountSchemas = typeof AccountForms;
type AccountSchemaName = { [Name in keyof AccountSchemas]: AccountSchemas[Name] extends ZodTypeAny ? Name : never }[keyof AccountSchemas];

export const accountRules =
  <Name extends AccountSchemaName>(name: Name) =>
  () =>
    import("~/models/account/forms").then((forms) => forms[name]);

/** The rules load on the first focus inside the form (decision 035); without JavaScript the server's reply is shown. */
export function useAccountForm(id: string, rules: () => Promise<ZodTypeAny>, lastResult?: SubmissionResult<string[]>, defaultValue?: Record<string, string>) {
  return useFormChecks(id, { lastResult, defaultValue, constraint: useFormConstraint(id), rules });
}
