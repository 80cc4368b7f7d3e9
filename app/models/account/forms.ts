// The account forms' rules, shared by the server and the browser. Messages are `account` namespace keys.
import { z } from "zod";

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Passwords that every brute-force list starts with (ASVS 2.1.7 asks for such a check). */
const COMMON_PASSWORDS = new Set([
  "password",
  "password1",
  "password123",
  "passw0rd",
  "12345678",
  "123456789",
  "1234567890",
  "11111111",
  "00000000",
  "87654321",
  "qwertyui",
  "qwerty123",
  "iloveyou",
  "abcd1234",
  "abc12345",
  "asdfghjk",
  "1q2w3e4r",
  "letmein1",
]);

export const emailField = z
  .string({ required_error: "errors.emailRequired" })
  .trim()
  .max(EMAIL_MAX_LENGTH, "errors.emailTooLong")
  .email("errors.emailInvalid")
  .transform((email) => email.toLowerCase());

/** Length only (no composition rules), and not one of the commonest. */
export const newPasswordField = z
  .string({ required_error: "errors.passwordRequired" })
  .min(PASSWORD_MIN_LENGTH, "errors.passwordTooShort")
  .max(PASSWORD_MAX_LENGTH, "errors.passwordTooLong")
  .refine((password) => !COMMON_PASSWORDS.has(password.toLowerCase()), "errors.passwordCommon");

const currentPasswordField = z.string({ required_error: "errors.passwordRequired" }).max(PASSWORD_MAX_LENGTH, "errors.passwordTooLong");

/** Sign-up app type codes; anything else is unknown (99). */
const appTypeField = z.coerce.number().int().optional();
const flagField = z.enum(["0", "1"]).optional();

const redirectTo = { redirect_to: z.string().max(2_000).optional() };

export const signupSchema = z.object({
  email: emailField,
  password: newPasswordField,
  app_type: appTypeField,
  is_paid_user: flagField,
  ...redirectTo,
});

export const signinSchema = z.object({ email: emailField, password: currentPasswordField, ...redirectTo });

export const mailMagazineSchema = z.object({ email: emailField, app_type: appTypeField, ...redirectTo });

export const passwordForgetSchema = z.object({ email: emailField });

export const signinLinkSchema = z.object({ email: emailField, ...redirectTo });

const withConfirmation = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...shape, password: newPasswordField, password_confirm: z.string({ required_error: "errors.passwordConfirmRequired" }) })
    .refine((value) => value.password === value.password_confirm, { path: ["password_confirm"], message: "errors.passwordMismatch" });

export const passwordResetSchema = withConfirmation({});

/** Social-only members have no password yet: they set one without the current one. */
export const passwordChangeSchema = withConfirmation({ current_password: currentPasswordField.optional() });

export const mailChangeSchema = z.object({ email: emailField, current_password: currentPasswordField.optional() });

export const switchSchema = z.object({ flag: z.enum(["0", "1"], { required_error: "errors.choose" }) });

export const leaveSchema = z.object({
  confirm: z.literal("on", { errorMap: () => ({ message: "errors.leaveConfirm" }) }),
  current_password: currentPasswordField.optional(),
});

export const socialRegisterSchema = z.object({ email: emailField });
