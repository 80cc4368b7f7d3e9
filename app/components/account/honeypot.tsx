// The honeypot every anonymous form carries, apart so the entry form loads only this.
import { useTranslation } from "react-i18next";
import { HONEYPOT_FIELD } from "~/models/account/form-names";

/** Hidden from people (and from screen readers); robots fill it in. */
export function HoneypotField() {
  const { t } = useTranslation("account");
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {t("fields.honeypot")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
