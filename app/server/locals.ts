/** What the Express layer hands the app for each request (its load context). */
export type Locals = { cspNonce: string; badRequest: boolean };
