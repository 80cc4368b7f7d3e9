// How the account pages answer a form: Conform's reply, passwords never sent back.
import { data } from "@remix-run/node";
import type { Submission } from "@conform-to/react";
import { HONEYPOT_FIELD, PASSWORD_FIELDS } from "~/models/account/form-names";
import type { Outcome } from "~/models/account/account.server";

type Failure = Extract<Outcome, { ok: false }>;

export function replyWith(submission: Submission<unknown>, failure?: Partial<Failure>) {
  return data(
    { result: submission.reply({ fieldErrors: failure?.fieldErrors, formErrors: failure?.formErrors, hideFields: PASSWORD_FIELDS }) },
    { status: failure?.status ?? 400 },
  );
}

/** A robot is answered like a form with an error, and nothing is done. */
export function isRobot(formData: FormData) {
  // Every value counts: a robot may send the field twice, the first one empty.
  return formData.getAll(HONEYPOT_FIELD).some((value) => typeof value !== "string" || value !== "");
}

export const honeypotFailure: Partial<Failure> = { status: 400, formErrors: ["errors.honeypot"] };
