import { defineConfig } from "@playwright/test";
import { E2E_OAUTH_CLIENT, E2E_OAUTH_ISSUER, E2E_SMTP_PORT } from "./tests/e2e/e2e-env";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = {
  browserName: "chromium" as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
  locale: "ja-JP",
  timezoneId: "Asia/Tokyo",
};

// Every spec runs twice: with JavaScript and without (DEVELOPERS.md: JavaScript makes it nicer, never possible).
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: "retain-on-failure" },
  // The visual references (tests/e2e/visual.spec.ts) are the same on every machine of this project's kind.
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFileName}/{arg}{ext}",
  projects: [
    { name: "js", use: { ...chromium, javaScriptEnabled: true } },
    { name: "no-js", use: { ...chromium, javaScriptEnabled: false } },
  ],
  webServer: {
    // A fresh database for every run: the app migrates and seeds it exactly as `npm start` does.
    command: "rm -f data/e2e.sqlite data/e2e.sqlite-wal data/e2e.sqlite-shm && tsx scripts/start.ts",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: "data/e2e.sqlite",
      E2E_TEST_ROUTES: "1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // Mail goes to the global setup's SMTP server; Google sign-in to its local OpenID provider.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      OAUTH_GOOGLE_CLIENT_ID: E2E_OAUTH_CLIENT.id,
      OAUTH_GOOGLE_CLIENT_SECRET: E2E_OAUTH_CLIENT.secret,
      OAUTH_GOOGLE_ISSUER: E2E_OAUTH_ISSUER,
      SESSION_SECRET: "e2e-session-secret",
      // Plain http on 127.0.0.1: the cookie cannot be Secure here.
      INSECURE_COOKIES: "1",
      // Each test sends its own X-Forwarded-For, so one test's rate limits do not reach another.
      TRUST_PROXY: "1",
      // The tests send the saved-search alerts themselves (npm run alerts), when they choose.
      JOBS: "0",
    },
  },
});
