import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createI18n } from "~/utils/i18n";
import { toLanguage } from "~/utils/language";

const i18n = createI18n(toLanguage(document.documentElement.lang));

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
