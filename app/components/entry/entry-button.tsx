// The entry buttons: the start of the entry flow, or 「エントリー済み」 once the member has applied.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { entryStartPath, appliedListPath, type TargetRef } from "~/models/entry/links";
import { useEntryTargets } from "./entry-targets";

/** A detail page's entry button; a listing card writes its own as a plain anchor (useEntryLink). */
export function EntryButton({ target, label, className = "button button--primary" }: { target: TargetRef; label?: string; className?: string }) {
  const { href, props, content } = useEntryLink(target, label, className);
  return (
    <Link to={href} {...props}>
      {content}
    </Link>
  );
}

export type EntryLink = { href: string; props: Record<string, string>; content: string };

export function useEntryLink(target: TargetRef, label: string | undefined, className: string): EntryLink {
  const { t } = useTranslation("listing");
  const { projectIds, agentIds, isMember } = useEntryTargets();
  const applied = target.id != null && (target.type === "project" ? projectIds : agentIds).has(target.id);
  return applied
    ? {
        href: appliedListPath(target.type),
        props: { className: `${className} button--applied`, "aria-label": t("entryButton.applied") },
        content: t("entryButton.applied"),
      }
    : { href: entryStartPath(isMember, target), props: { className, rel: "nofollow" }, content: label ?? t("entryButton.entry") };
}

/** Where the member applied to the same project through another agent (decision 021), so nobody applies twice. */
export function AppliedElsewhereNotice({ listings }: { listings: ReadonlyArray<{ id: number; agentName: string }> }) {
  const { t } = useTranslation("listing");
  const { projectIds } = useEntryTargets();
  const applied = listings.find((listing) => projectIds.has(listing.id));
  if (!applied) return null;
  return (
    <p className="notice" role="status">
      {t("entryButton.appliedElsewhere", { agent: applied.agentName })}{" "}
      <Link to={`/project/detail/${applied.id}/`}>{t("entryButton.appliedElsewhereLink")}</Link>
    </p>
  );
}
