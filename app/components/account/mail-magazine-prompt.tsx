// The mail-magazine prompt (docs/product.md, States; rules in models/account/mail-magazine-prompt.ts):
// a card in the page's flow so it covers nothing, loaded after the page (decision 036).
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ExperimentKind } from "~/constants";
import type { AccountKind } from "~/models/account/page-frame";
import { isSearchPath, isTask, mayPrompt, PROMPT_DISMISSED_KEY, promptSeenKey, type PromptMoment } from "~/models/account/mail-magazine-prompt";
import { useBookmarks } from "~/components/bookmark/use-bookmarks";
import { usePattern } from "~/components/experiment/patterns";
import type { AfterLoadProps } from "~/utils/after-load";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export type MailMagazinePromptProps = { account: AccountKind };

export default function MailMagazinePrompt({ account, firstLocation }: MailMagazinePromptProps & AfterLoadProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const pattern = usePattern(ExperimentKind.mailMagazineButton);
  const { projectCount, ready } = useBookmarks();
  const [open, setOpen] = useState(false);
  // The count once the browser's list is loaded: loading it is not saving a project.
  const savedCount = useRef<number | null>(null);

  const task = isTask(location.pathname, location.search);
  const reach = (moment: PromptMoment) => {
    const store = storage();
    // A moment that comes during a task comes again later.
    if (!store || task || store.getItem(promptSeenKey(moment))) return;
    store.setItem(promptSeenKey(moment), String(Date.now()));
    if (mayPrompt({ account, pattern, dismissed: store.getItem(PROMPT_DISMISSED_KEY) !== null })) setOpen(true);
  };

  useEffect(() => {
    if (location.key === firstLocation.key) return;
    reach(isSearchPath(location.pathname) ? "search" : "transition");
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  useEffect(() => {
    if (!ready) return;
    if (savedCount.current !== null && projectCount > savedCount.current) reach("bookmark");
    savedCount.current = projectCount;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, projectCount]);

  if (!open || task || account !== "guest") return null;
  const close = () => {
    storage()?.setItem(PROMPT_DISMISSED_KEY, String(Date.now()));
    setOpen(false);
  };
  return (
    <aside className="mailmag-prompt" aria-labelledby="mailmag-prompt-title">
      <p id="mailmag-prompt-title" className="mailmag-prompt__title">
        {t("mailmagPrompt.title")}
      </p>
      <p className="mailmag-prompt__lead">{t("mailmagPrompt.lead")}</p>
      <div className="mailmag-prompt__actions">
        <Link to="/signup/#mailmag-heading" className="button button--primary" onClick={() => setOpen(false)}>
          {t("mailmagPrompt.action")}
        </Link>
        <button type="button" className="button" onClick={close}>
          {t("mailmagPrompt.close")}
        </button>
      </div>
    </aside>
  );
}
