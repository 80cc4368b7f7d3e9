// What a streamed section (<Await>) shows when its data failed: the rest of the page stays.
import { useTranslation } from "react-i18next";

export function StreamError() {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {t("page.loadFailed")}
    </p>
  );
}
