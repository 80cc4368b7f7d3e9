// Page links for any list, with texts in `common` so listing pages load no other namespace for them.
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The current URL with some parameters changed (null removes one); page resets unless given. */
export function useHrefWith() {
  const location = useLocation();
  return (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    if (!("page" in changes)) params.delete("page");
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
}

export function pageWindow(page: number, pageCount: number, radius = 2): Array<number | "gap"> {
  const pages = new Set([1, pageCount]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | "gap"> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push("gap");
    out.push(p);
  });
  return out;
}

export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation();
  const hrefWith = useHrefWith();
  if (pageCount <= 1) return null;
  const href = (p: number) => hrefWith({ page: p === 1 ? null : String(p) });
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev">
              {t("pagination.previous")}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page">{p}</span>
              ) : (
                <Link to={href(p)} aria-label={t("pagination.pageN", { page: p })}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={href(page + 1)} rel="next">
              {t("pagination.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
