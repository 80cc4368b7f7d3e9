// The site's layouts (docs/product.md, Pages); each route names one in its handle, "default" otherwise.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LayoutName } from "~/utils/route-handle";
import type { Language } from "~/utils/language";
import type { FrameAccount } from "~/models/account/page-frame";
import { Notice } from "../account/notice";
import { AuthEvents } from "../account/auth-events";
import { BookmarksProvider } from "../bookmark/use-bookmarks";
import { EntryTargetsProvider } from "../entry/entry-targets";
import { UnopenedScoutProvider } from "../scout/unopened-scout";
import type { EntryTargetIds } from "~/models/entry/target-ids";
import type { BookmarkSummary } from "~/models/bookmark/summary";
import { Header, type HeaderVariant } from "./header";
import { Footer, type FooterVariant } from "./footer";
import { Breadcrumbs } from "./breadcrumbs";
import { PatternsProvider } from "~/components/experiment/patterns";
import type { MailMagazinePromptProps } from "~/components/account/mail-magazine-prompt";
import { afterLoad } from "~/utils/after-load";
import type { Patterns } from "~/models/experiment/patterns";

const MailMagazinePrompt = afterLoad<MailMagazinePromptProps>(() => import("~/components/account/mail-magazine-prompt").then((module) => module.default));

type LayoutSpec = { header: HeaderVariant; footer: FooterVariant; breadcrumbs: boolean; main: string };

export const LAYOUTS: Record<LayoutName, LayoutSpec> = {
  default: { header: "full", footer: "full", breadcrumbs: true, main: "main main--default" },
  article: { header: "full", footer: "full", breadcrumbs: true, main: "main main--article" },
  simple: { header: "full", footer: "simple", breadcrumbs: true, main: "main main--simple" },
  entry: { header: "minimal", footer: "simple", breadcrumbs: false, main: "main main--form" },
  register: { header: "minimal", footer: "simple", breadcrumbs: false, main: "main main--form" },
  lp: { header: "lp", footer: "simple", breadcrumbs: false, main: "main main--lp" },
  "partnership-lp": { header: "minimal", footer: "simple", breadcrumbs: false, main: "main main--lp main--partnership" },
};

export type PageFrameData = {
  total: number | null;
  agentCount: number;
  year: number;
  language: Language;
  origin: string;
  account: FrameAccount;
  notice: string | null;
  bookmarks: BookmarkSummary;
  entryTargets: EntryTargetIds;
  unopenedScout: boolean;
  patterns: Patterns;
};

/** An error page must not show the breadcrumb of the route that failed. */
export function PageLayout({ layout, frame, isError = false, children }: { layout: LayoutName; frame: PageFrameData; isError?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const spec = LAYOUTS[layout];
  return (
    <PatternsProvider patterns={frame.patterns}>
      <BookmarksProvider account={frame.account.kind} summary={frame.bookmarks}>
        <EntryTargetsProvider account={frame.account.kind} initial={frame.entryTargets}>
          <UnopenedScoutProvider account={frame.account.kind} initial={frame.unopenedScout}>
            <div className="page" data-layout={layout} id="top">
              <a href="#main" className="skip-link">
                {t("page.skipToContent")}
              </a>
              <Header variant={spec.header} account={frame.account} />
              <AuthEvents account={frame.account} />
              {spec.breadcrumbs && !isError ? <Breadcrumbs origin={frame.origin} /> : null}
              <main id="main" className={spec.main}>
                <Notice notice={frame.notice} />
                {children}
                <MailMagazinePrompt account={frame.account.kind} />
              </main>
              <Footer variant={spec.footer} total={frame.total} agentCount={frame.agentCount} year={frame.year} language={frame.language} />
            </div>
          </UnopenedScoutProvider>
        </EntryTargetsProvider>
      </BookmarksProvider>
    </PatternsProvider>
  );
}
