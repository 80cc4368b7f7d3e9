// How complete a member's profile is, and what to fill in next (decisions 014 and 046).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CompletenessItem, CompletenessPage } from "~/models/profile/completeness";
import { PROFILE_SECTIONS } from "~/models/profile/sections";

export const PROFILE_PAGE_PATH: Record<CompletenessPage, string> = {
  basic: PROFILE_SECTIONS.basic.path,
  working: PROFILE_SECTIONS.working.path,
  career: PROFILE_SECTIONS.career.path,
  experience: "/users/profile/experience/edit/",
  resume: "/users/profile/resume/edit/",
};

export function ProfileMeter({ items, percent, title, limit }: { items: CompletenessItem[]; percent: number; title: string; limit?: number }) {
  const { t } = useTranslation("member");
  const missing = items.filter((item) => !item.filled).slice(0, limit);
  return (
    <section className="account-card profile-meter" aria-labelledby="profile-completeness">
      <h2 id="profile-completeness" className="profile-section__title">
        {title}
      </h2>
      <p className="profile-meter__value">
        <progress max={100} value={percent} aria-labelledby="profile-completeness" /> <strong>{t("profile.completenessValue", { percent })}</strong>
      </p>
      <p className="form-field__help">{t("profile.completenessLead")}</p>
      {missing.length === 0 ? (
        <p>{t("profile.complete")}</p>
      ) : (
        <>
          <h3 className="profile-meter__next">{t("profile.next")}</h3>
          <ul className="profile-meter__missing">
            {missing.map((item) => (
              <li key={item.key}>
                <Link to={PROFILE_PAGE_PATH[item.page]}>{t(`profile.items.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
