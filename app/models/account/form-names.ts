// Field names the account forms share, apart from their rules (forms.ts): the browser loads the rules
// only when a visitor reaches into a form (useFormChecks), but draws the honeypot at once.

/** Hidden on the page; people leave it empty, form-filling robots do not (checked by the actions). */
export const HONEYPOT_FIELD = "website";
/** Never sent back to the page after a failed submission. */
export const PASSWORD_FIELDS = ["password", "password_confirm", "current_password"];
