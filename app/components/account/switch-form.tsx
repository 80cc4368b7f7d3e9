// An on/off mail setting as two radio buttons; its rules load on the first focus (decision 035).
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useFormChecks } from "~/components/forms/use-form-checks";
import { accountRules, FormErrors, useMessage } from "./form-parts";

export function SwitchForm({
  id,
  legend,
  on,
  submit,
  lastResult,
}: {
  id: string;
  legend: string;
  on: boolean;
  submit: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("account");
  const message = useMessage();
  const { formProps, field, formErrors, formErrorId } = useFormChecks(id, {
    lastResult,
    defaultValue: { flag: on ? "1" : "0" },
    rules: accountRules("switchSchema"),
    checkWhenLeft: false,
  });
  const flag = field("flag");
  return (
    <Form method="post" {...formProps} className="account-form">
      <FormErrors id={formErrorId} errors={formErrors} />
      <fieldset className="form-choice" aria-describedby={flag.errors ? flag.errorId : undefined}>
        <legend className="form-field__label">{legend}</legend>
        {(["1", "0"] as const).map((value) => (
          <label key={value}>
            <input type="radio" name={flag.name} value={value} defaultChecked={flag.initialValue === value} />
            {t(value === "1" ? "member:setting.on" : "member:setting.off")}
          </label>
        ))}
      </fieldset>
      {flag.errors ? (
        <ul id={flag.errorId} className="form-errors">
          {flag.errors.map((e) => (
            <li key={e}>{message(e)}</li>
          ))}
        </ul>
      ) : null}
      <button type="submit" className="button button--primary">
        {submit}
      </button>
    </Form>
  );
}
