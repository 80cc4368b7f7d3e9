import { useTranslation } from "react-i18next";
import { ArrowUpIcon } from "../icons";

/** A link to the top of the page; works without JavaScript, scrolls smoothly with it. */
export function BackToTop() {
  const { t } = useTranslation();
  return (
    <a
      href="#top"
      className="back-to-top"
      aria-label={t("page.backToTop")}
      onClick={(event) => {
        event.preventDefault();
        window.scrollTo({ top: 0, behavior: "smooth" });
      }}
    >
      <ArrowUpIcon />
    </a>
  );
}
