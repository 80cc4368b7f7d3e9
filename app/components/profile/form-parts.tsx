// What the profile's edit forms share: whose messages they show, and how they end.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The profile's messages: its own (files, qualifications, work history), the entry steps' (it asks with the same rules), the shared fields'. */
export const PROFILE_MESSAGES = { ns: ["member", "entry", "fields"] };

/** The end of a profile edit form: save, or go back to the profile without saving. */
export function SaveOrCancel() {
  const { t } = useTranslation("member");
  return (
    <p className="profile-form__actions">
      <button type="submit" className="button button--primary">
        {t("profile.edit.save")}
      </button>
      <Link to="/users/profile/">{t("profile.edit.cancel")}</Link>
    </p>
  );
}
