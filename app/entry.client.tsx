import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createI18n, loadLanguage } from "~/utils/i18n";
import { toLanguage } from "~/utils/language";

const language = toLanguage(document.documentElement.lang);

// The page's language is loaded first: hydrating without it would replace the server's text.
void loadLanguage(language).then(() => {
  const i18n = createI18n(language);
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
