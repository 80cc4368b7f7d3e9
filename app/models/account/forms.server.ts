// The account forms' rules, for the loaders and actions of the routes that show the forms. A route
// reads them from here, not from forms.ts: its schemas count as side effects for the bundler, so a
// route module importing forms.ts for its action kept it, and zod with it, in the page's first load.
// A .server module is left out of the browser build; the page loads the rules on the first focus
// (accountRules, decisions 035 and 036).
export * from "./forms";
