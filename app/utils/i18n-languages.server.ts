// The server renders in either language, so it holds both. The browser build replaces .server
// modules with empty ones: there this import is undefined and the browser loads only its visitor's
// language, and of it the page's namespaces, before it hydrates (namespacesLoading in i18n.ts).
import en from "~/locales/en";
import ja from "~/locales/ja";

export const serverLanguages = { ja, en };
