// A one-time notice after a redirect, shown by the page layout on every page. Its own module: the
// layout is on every page, and the form parts (Conform, zod) are not needed where no form is.
import { useTranslation } from "react-i18next";
import { SAVED_SEARCH_LIMIT } from "~/constants";

/** A one-time notice after a redirect (「パスワードを変更しました。」). Keys of the `account` namespace. */
export function Notice({ notice }: { notice?: string | null }) {
  const { t } = useTranslation("account");
  if (!notice) return null;
  return (
    <p className="notice" role="status">
      {t(notice, { limit: SAVED_SEARCH_LIMIT })}
    </p>
  );
}
