// Routes import the profile's rules from here, not schemas.ts, which would keep zod in the page's first load (decision 036).
export * from "./schemas";
