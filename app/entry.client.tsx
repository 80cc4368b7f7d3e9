import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { namespacesLoading, pageNamespaces, sharedI18n } from "~/utils/i18n";
import { toLanguage } from "~/utils/language";

const language = toLanguage(document.documentElement.lang);

/**
 * Hydration waits for the browser's first paint (issue 19): on a slow phone the scripts are often
 * ready when the HTML is parsed, and hydrating at once kept the server-rendered page from painting
 * until React was done (Lighthouse measured First Contentful Paint after the hydration). A hidden
 * tab paints nothing until shown, so it hydrates at once.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === "hidden") return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/** The route modules of the page, which Remix's scripts have imported before this one. */
const routeModules = (window as unknown as { __remixRouteModules: Record<string, { handle?: unknown }> }).__remixRouteModules;

// The page's texts are loaded first: hydrating without them would replace the server's text. If they
// cannot be fetched, the page stays as the server sent it, working as it does without JavaScript.
void Promise.all([namespacesLoading(language, pageNamespaces(Object.values(routeModules).map((module) => module.handle))), afterFirstPaint()]).then(() => {
  const i18n = sharedI18n(language);
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
});
