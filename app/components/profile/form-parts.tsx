import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The profile asks with the entry steps' rules, so it shows their messages too. */
export const PROFILE_MESSAGES = { ns: ["member", "entry", "fields"] };

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
