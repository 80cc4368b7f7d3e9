import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { namespacesLoading, pageNamespaces, sharedI18n } from "~/utils/i18n";
import { toLanguage } from "~/utils/language";

const language = toLanguage(document.documentElement.lang);

/**
 * Hydration waits for the first paint, so the server's HTML shows before React runs (decision 023);
 * a hidden tab never paints, so it hydrates at once.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === "hidden") return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

const routeModules = (window as unknown as { __remixRouteModules: Record<string, { handle?: unknown }> }).__remixRouteModules;

// Hydrating without the page's texts would replace the server's; if they cannot be fetched, the page stays server-only.
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
