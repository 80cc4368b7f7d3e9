// An on/off mail setting (mail magazine, scout mail) as two radio buttons. Its rules load on the first
// focus, as the other account forms' do (decision 035).
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLazyRules } from "~/utils/form-rules";
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
  const validate = useLazyRules(id, accountRules("switchSchema"));
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { flag: on ? "1" : "0" },
    onValidate: ({ formData }) => validate(formData),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="account-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset className="form-choice" aria-describedby={fields.flag.errors ? fields.flag.errorId : undefined}>
        <legend className="form-field__label">{legend}</legend>
        {(["1", "0"] as const).map((value) => (
          <label key={value}>
            <input type="radio" name={fields.flag.name} value={value} defaultChecked={fields.flag.initialValue === value} />
            {t(value === "1" ? "member:setting.on" : "member:setting.off")}
          </label>
        ))}
      </fieldset>
      {fields.flag.errors ? (
        <ul id={fields.flag.errorId} className="form-errors">
          {fields.flag.errors.map((e) => (
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
