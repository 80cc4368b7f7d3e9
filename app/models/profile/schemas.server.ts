// The profile's rules for the routes' actions. A route reads them from here, not from schemas.ts: a
// route module importing schemas.ts for its action kept it, and zod with it, in the page's first load.
// A .server module is left out of the browser build; the page loads the rules on the first focus.
export * from "./schemas";
