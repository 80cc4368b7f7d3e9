// Pages the server answers itself, before or without the app: readable and in Japanese.
import { translatorFor } from "~/utils/i18n";

type ErrorKey = "badRequest" | "forbidden" | "internal" | "notFound" | "unavailable" | "uriTooLong";

function staticErrorPage(key: ErrorKey) {
  const t = translatorFor("ja");
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const title = escape(t(`error.${key}.title`));
  return `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | ${escape(t("site.name"))}</title></head><body><h1>${title}</h1><p>${escape(t(`error.${key}.message`))}</p><p><a href="/">${escape(t("error.backHome"))}</a></p></body></html>`;
}

export const ERROR_PAGES = {
  400: staticErrorPage("badRequest"),
  403: staticErrorPage("forbidden"),
  404: staticErrorPage("notFound"),
  414: staticErrorPage("uriTooLong"),
  500: staticErrorPage("internal"),
  503: staticErrorPage("unavailable"),
} as const;
