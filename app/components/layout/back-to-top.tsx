import { useTranslation } from "react-i18next";
import { ArrowUpIcon } from "../icons";

/** Works without JavaScript, scrolls smoothly with it; on wide screens it floats in the margin, covering nothing. */
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
