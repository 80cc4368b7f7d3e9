// かんたん検索, shown by an A/B pattern (decision 017): questions a newcomer can answer, as a GET form.
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SKILLS } from "~/data/skills";
import { ENTRY_JOB_TYPES } from "~/data/job-types";
import { RemoteFilter } from "~/search/query";
import { PRICE_OVER_OPTIONS } from "~/constants";

/** The languages people search most come first in SKILLS; the easy search offers those. */
const EASY_SKILLS = SKILLS.filter((s) => s.kind === "language").slice(0, 20);

export function EasySearch() {
  const { t } = useTranslation();
  return (
    <section className="easy-search account-card" aria-labelledby="easy-search-title">
      <h2 id="easy-search-title" className="easy-search__title">
        {t("top:easySearch.title")}
      </h2>
      <p className="easy-search__lead">{t("top:easySearch.lead")}</p>
      <Form method="get" action="/project/" className="easy-search__form">
        <div className="easy-search__field">
          <label htmlFor="easy-job">{t("top:easySearch.job")}</label>
          <select id="easy-job" name="job" className="form-field__input" defaultValue="">
            <option value="">{t("top:easySearch.any")}</option>
            {ENTRY_JOB_TYPES.map((j) => (
              <option key={j.id} value={j.id}>
                {j.name}
              </option>
            ))}
          </select>
        </div>
        <div className="easy-search__field">
          <label htmlFor="easy-skill">{t("top:easySearch.skill")}</label>
          <select id="easy-skill" name="skill" className="form-field__input" defaultValue="">
            <option value="">{t("top:easySearch.any")}</option>
            {EASY_SKILLS.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="easy-search__field">
          <label htmlFor="easy-price">{t("top:easySearch.price")}</label>
          <select id="easy-price" name="price_over" className="form-field__input" defaultValue="">
            <option value="">{t("top:easySearch.any")}</option>
            {PRICE_OVER_OPTIONS.map((price) => (
              <option key={price} value={price}>
                {t("top:easySearch.priceOver", { price })}
              </option>
            ))}
          </select>
        </div>
        <label className="easy-search__remote">
          <input type="checkbox" name="remote" value={RemoteFilter.possible} />
          {t("top:easySearch.remote")}
        </label>
        <button type="submit" className="button button--primary">
          {t("top:easySearch.submit")}
        </button>
      </Form>
    </section>
  );
}
