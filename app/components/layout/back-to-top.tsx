import { useTranslation } from "react-i18next";
import { ArrowUpIcon } from "../icons";

/**
 * A link to the top of the page, the footer's first line; works without JavaScript, scrolls smoothly
 * with it. On wide screens it floats in the margin beside the content, where it covers nothing.
 */
export function BackToTop() {
  const { t } = useTranslation();
  return (
    <a
      href="#top"
      className="back-to-top"
      onClick={(event) => {
        event.preventDefault();
        window.scrollTo({ top: 0, behavior: "smooth" });
      }}
    >
      <ArrowUpIcon />
      <span className="back-to-top__label">{t("page.backToTop")}</span>
    </a>
  );
}
