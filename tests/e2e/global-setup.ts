// What the browser tests need besides the site: a real SMTP server that receives the site's mail
// (written to data/e2e-mail/ for the tests to read) and a local OAuth 2.0 / OpenID Connect provider
// standing in for Google. A test chooses who signs in at the provider with the x-test-social-user
// header (JSON { sub, email }), which the provider's authorize step reads. And the Nu HTML Checker,
// which the crawl (crawl.spec.ts) sends every page to.
import { spawn } from "node:child_process";
import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import { OAuth2Server } from "oauth2-mock-server";
import { startInbox } from "../../app/mail/test-inbox";
import { E2E_MAIL_DIR, E2E_OAUTH_ISSUER, E2E_OAUTH_PORT, E2E_SMTP_PORT, E2E_VNU_PORT } from "./e2e-env";

type Identity = { sub: string; email: string };

export default async function globalSetup() {
  fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  const inbox = await startInbox({ port: E2E_SMTP_PORT, dir: E2E_MAIL_DIR });

  const provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  const identities = new Map<string, Identity>();
  provider.service.on("beforeAuthorizeRedirect", (redirect: { url: URL }, req: IncomingMessage) => {
    const header = req.headers["x-test-social-user"];
    const code = redirect.url.searchParams.get("code");
    if (typeof header === "string" && code) identities.set(code, JSON.parse(header) as Identity);
  });
  provider.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }, req: IncomingMessage & { body?: Record<string, string> }) => {
    const identity = req.body?.code ? identities.get(req.body.code) : undefined;
    if (!identity) return;
    Object.assign(token.payload, { sub: identity.sub, email: identity.email, email_verified: true });
  });
  // The issuer the site discovers must match the one the provider announces, exactly.
  provider.issuer.url = E2E_OAUTH_ISSUER;
  await provider.start(E2E_OAUTH_PORT, "127.0.0.1");

  const checker = spawn(
    "java",
    ["-Dnu.validator.servlet.bind-address=127.0.0.1", "-cp", "node_modules/vnu-jar/build/dist/vnu.jar", "nu.validator.servlet.Main", String(E2E_VNU_PORT)],
    { stdio: "ignore" },
  );
  await waitForChecker();

  return async () => {
    checker.kill();
    await provider.stop();
    await inbox.close();
  };
}

/** The checker takes a few seconds to read its schemas; it answers once it is ready. */
async function waitForChecker() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${E2E_VNU_PORT}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the Nu HTML Checker did not start (is Java installed?)");
}
