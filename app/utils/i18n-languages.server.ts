// Both languages, for the server; in the browser build this module is empty (decision 033).
import en from "~/locales/en";
import ja from "~/locales/ja";

export const serverLanguages = { ja, en };
