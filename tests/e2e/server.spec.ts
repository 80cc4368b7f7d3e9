// The production server itself: headers, caching, health, logs, shutdown.
// It does not depend on the browser, so it runs once, in the JavaScript project.
import { spawn } from "node:child_process";
import http from "node:http";
import { test, expect } from "./fixtures";

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "server-level checks run once");

test("pages carry security headers with a fresh CSP nonce per request", async ({ request }) => {
  const first = await request.get("/faq/");
  const second = await request.get("/faq/");
  const csp = first.headers()["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(second.headers()["content-security-policy"]).not.toBe(csp);
  const nonce = csp.match(/'nonce-([^']+)'/)![1];
  const html = await first.text();
  // Every inline script carries the nonce, so the CSP lets exactly the page's own scripts run.
  const inline = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
  expect(inline.length).toBeGreaterThan(0);
  for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
  expect(first.headers()).toMatchObject({
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
  });
  expect(first.headers()["x-powered-by"]).toBeUndefined();
});

test("compiled assets are cached for a year, pages are compressed", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/build\/[^"]+\.js/)![0];
  const response = await request.get(asset);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const page = await request.get("/faq/", { headers: { "accept-encoding": "gzip" } });
  expect(page.headers()["content-encoding"]).toBe("gzip");
  // Browsers over HTTPS and crawlers ask for brotli too, and get it (quality 3, server.ts).
  const brotli = await request.get("/faq/", { headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect(await brotli.text()).toContain("よくある質問");
});

test("/healthz answers ok while the database answers", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("/readyz answers ready once the index is built and caught up", async ({ request }) => {
  const response = await request.get("/readyz");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(await response.json()).toEqual({ status: "ready", behind: expect.any(Number) });
});

test("on SIGTERM with a drain time, /readyz says draining while pages are still answered, then the server stops", async () => {
  const port = 3180 + Math.floor(Math.random() * 9);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: "data/e2e.sqlite", LOG_LEVEL: "warn", SHUTDOWN_DRAIN_MS: "1500" },
    stdio: "ignore",
  });
  const exited = new Promise<number | null>((resolve) => server.on("exit", resolve));
  await expect.poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);

  server.kill("SIGTERM");
  await expect.poll(async () => (await fetch(`${base}/readyz`)).status).toBe(503);
  expect(await (await fetch(`${base}/readyz`)).json()).toMatchObject({ status: "draining" });
  const page = await fetch(`${base}/faq/`, { headers: { "user-agent": "Mozilla/5.0 Chrome/156" } });
  expect(page.status).toBe(200);
  expect(page.headers.get("connection")).toBe("close");
  expect(await exited).toBe(0);
});

test("SIGTERM finishes the request in flight, then exits cleanly with JSON logs", async () => {
  // 3190–3197: 3198 and 3199 are the HTML checker's and the OAuth provider's (e2e-env.ts).
  const port = 3190 + Math.floor(Math.random() * 8);
  const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: "data/e2e.sqlite", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  server.stdout!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => server.on("exit", resolve));
  await expect.poll(() => output, { timeout: 30_000 }).toContain('"msg":"listening"');

  // The index is built once per process, before listening, and searches use that one.
  const search = await fetch(`http://127.0.0.1:${port}/project/?skill=1`);
  expect(search.status).toBe(200);
  // A form sent in two halves: the server has taken it up (its "100 Continue") when the signal comes,
  // and gets the rest of it only once it has stopped listening, so the request is surely in flight.
  const form = "email=nobody%40example.jp&password=not-the-password";
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/signin/",
    headers: {
      "user-agent": "Mozilla/5.0 Chrome/156",
      "content-type": "application/x-www-form-urlencoded",
      "content-length": Buffer.byteLength(form),
      expect: "100-continue",
    },
  });
  const answered = new Promise<{ status: number; html: string }>((resolve, reject) => {
    request.on("response", (response) => {
      let html = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (html += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, html }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
  const takenUp = new Promise((resolve) => request.once("continue", resolve));
  request.flushHeaders();
  await takenUp;
  server.kill("SIGTERM");
  await expect
    .poll(() =>
      fetch(`http://127.0.0.1:${port}/healthz`).then(
        () => "listening",
        () => "closed",
      ),
    )
    .toBe("closed");
  request.end(form);
  const { status, html } = await answered;
  expect(status).toBe(400);
  expect(html).toContain("</html>");
  expect(await exited).toBe(0);

  const lines = output
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(["listening", "request", "shutting down", "stopped"]));
  expect(lines.find((l) => l.msg === "request" && l.path === "/signin/")).toMatchObject({ method: "POST", status: 400 });
  // Built, or loaded from the snapshot another server on this database wrote: once either way.
  expect(lines.filter((l) => l.msg === "search index built" || l.msg === "search index loaded from snapshot")).toHaveLength(1);
});

test("under more requests than it works on at once, the rest wait their turn: every page answered whole, and the queue logged", async () => {
  // 3190–3197 as above; the other spawning tests of this file take the next port along.
  const port = 3190 + ((Math.floor(Math.random() * 8) + 4) % 8);
  const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: "data/e2e.sqlite", LOG_LEVEL: "warn", REQUESTS_AT_ONCE: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  server.stdout!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => server.on("exit", resolve));
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 30_000 },
      )
      .toBe(200);
    // 300 at once against one request at a time: most wait, none is lost or cut.
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => fetch(`http://127.0.0.1:${port}/faq/`).then(async (r) => [r.status, await r.text()] as const)),
    );
    expect(answers.filter(([status]) => status !== 200)).toEqual([]);
    for (const [, html] of answers) expect(html).toContain("</html>");
    const waiting = output
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === "requests waiting their turn");
    expect(waiting).toMatchObject({ level: "warn", atOnce: 1 });
    expect(waiting.waiting).toBeGreaterThanOrEqual(100);
  } finally {
    server.kill("SIGTERM");
    await exited;
  }
});

test("keeps an idle connection open longer than its clients do, so none reuses one being closed", async ({ request }) => {
  const response = await request.get("/faq/");
  expect(response.headers()["keep-alive"]).toBe("timeout=65");
});
