// Routes import the rules from here, not forms.ts: the bundler would keep forms.ts, and zod, in the
// page's first load (decisions 035 and 036).
export * from "./forms";
