// The search hint tutorial (docs/product.md, States): each step is a URL, so it works without JavaScript.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHrefWith } from "../pagination";

export const HINT_SLIDES = 5;

export function SearchHint({ step }: { step: number }) {
  const { t } = useTranslation();
  const hrefWith = useHrefWith();
  const at = (n: number | null) => hrefWith({ hint: n === null ? null : String(n), page: null });
  if (step < 1 || step > HINT_SLIDES) {
    return (
      <p className="search-hint-start">
        <Link to={at(1)} preventScrollReset>
          {t("search:hint.start")}
        </Link>
      </p>
    );
  }
  return (
    <section className="search-hint" role="dialog" aria-labelledby="search-hint-title">
      <p className="search-hint__step">{t("search:hint.step", { step, total: HINT_SLIDES })}</p>
      <h2 id="search-hint-title">{t(`search:hint.slides.${step}.title`)}</h2>
      <p>{t(`search:hint.slides.${step}.body`)}</p>
      <div className="search-hint__buttons">
        <Link to={at(null)} preventScrollReset className="button">
          {t("search:hint.close")}
        </Link>
        {step > 1 ? (
          <Link to={at(step - 1)} preventScrollReset className="button">
            {t("search:hint.back")}
          </Link>
        ) : null}
        <Link to={step < HINT_SLIDES ? at(step + 1) : at(null)} preventScrollReset className="button button--primary">
          {step < HINT_SLIDES ? t("search:hint.next") : t("search:hint.done")}
        </Link>
      </div>
    </section>
  );
}
