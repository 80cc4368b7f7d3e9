// Ports and places shared by playwright.config.ts, the global setup and the specs.
export const E2E_SMTP_PORT = 2525;
export const E2E_OAUTH_PORT = 3199;
export const E2E_OAUTH_ISSUER = `http://127.0.0.1:${E2E_OAUTH_PORT}/`;
export const E2E_MAIL_DIR = "data/e2e-mail";
export const E2E_OAUTH_CLIENT = { id: "e2e-client", secret: "e2e-secret" };
/** The Nu HTML Checker (vnu-jar) as a local service, started by the global setup for the crawl. */
export const E2E_VNU_PORT = 3198;
