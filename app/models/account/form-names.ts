// Apart from the rules (forms.ts), which the browser loads only on the first focus (decision 035).

/** Hidden on the page; people leave it empty, form-filling robots do not. */
export const HONEYPOT_FIELD = "website";
/** Never sent back to the page after a failed submission. */
export const PASSWORD_FIELDS = ["password", "password_confirm", "current_password"];
