// The entry buttons (spec §3 entry selection, §4): the start of the entry flow, or 「エントリー済み」
// once the member has applied (useEntryTargets). Their texts are the listing namespace's.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { entryStartPath, appliedListPath, type TargetRef } from "~/models/entry/links";
import { useEntryTargets } from "./entry-targets";

/** The entry button of a detail page: 「エントリー済み」 once applied. A listing card writes its own as a plain anchor
 * (useEntryLink), followed by the card's handler on the client. */
export function EntryButton({ target, label, className = "button button--primary" }: { target: TargetRef; label?: string; className?: string }) {
  const { href, props, content } = useEntryLink(target, label, className);
  return (
    <Link to={href} {...props}>
      {content}
    </Link>
  );
}

/** Where an entry button leads, its attributes and its text: the start of the entry flow, or the applied list once applied. */
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

/**
 * On one agent's listing of a project the member applied to through another agent's listing (the
 * same group, issue 21): says so, with a link to that listing, so nobody applies twice by accident.
 */
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
