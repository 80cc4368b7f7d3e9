// Hardening against the running server: bodies capped while they stream, only forms where forms are
// expected, redirect targets that are always valid headers, broken guest cookies ignored, Origin
// compared in full, client reports limited. Server-level, so it runs once, in the JavaScript project.
import { expect, test } from "./fixtures";

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "server-level checks run once");

const FORM_ROUTES = [
  "/signin/",
  "/signup/",
  "/password_forget/input/",
  "/language/",
  "/signin/social/",
  "/signup/social_register/",
  "/entry_signup/input/project/1/?step=need",
];

test("every form route answers a body that is not a form with 415, never a 500", async ({ request, baseURL }) => {
  const headers = { Origin: baseURL! };
  for (const path of FORM_ROUTES) {
    for (const [type, data] of [
      ["application/json", '{"email":"a@example.jp"}'],
      ["text/plain", "email=a@example.jp"],
    ] as const) {
      const response = await request.post(path, { headers: { ...headers, "Content-Type": type }, data, maxRedirects: 0 });
      expect(response.status(), `${path} ${type}`).toBe(415);
    }
    const broken = await request.post(path, {
      headers: { ...headers, "Content-Type": "multipart/form-data; boundary=x" },
      data: "--x\r\nbroken",
      maxRedirects: 0,
    });
    expect([400, 415], `${path} broken multipart`).toContain(broken.status());
  }
});

test("a body over the limit gets 413 at once, with or without its length, and the server stays well", async ({ request, baseURL }) => {
  const big = `email=${"a".repeat(200 * 1024)}`;
  const started = Date.now();
  for (const path of ["/signin/", "/api/signin/", "/bookmark/project/", "/api/client/report/"]) {
    const json = path.startsWith("/api/");
    const response = await fetch(new URL(path, baseURL), {
      method: "POST",
      headers: { Origin: baseURL!, "Content-Type": json ? "application/json" : "application/x-www-form-urlencoded" },
      body: json ? JSON.stringify({ email: big }) : big,
      redirect: "manual",
    });
    expect(response.status, path).toBe(413);
  }
  // Streamed in chunks with no length said beforehand.
  const chunked = new ReadableStream({
    start(controller) {
      for (let i = 0; i < 50; i++) controller.enqueue(new TextEncoder().encode("a".repeat(16_384)));
      controller.close();
    },
  });
  const streamed = await fetch(new URL("/signin/", baseURL), {
    method: "POST",
    headers: { Origin: baseURL!, "Content-Type": "application/x-www-form-urlencoded" },
    body: chunked,
    duplex: "half",
    redirect: "manual",
  } as RequestInit);
  expect(streamed.status).toBe(413);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect((await request.get("/healthz")).status()).toBe(200);
});

test("redirect targets with Japanese in them are encoded, and the sign-in cookie arrives", async ({ request, baseURL }) => {
  const response = await request.post("/language/", {
    headers: { Origin: baseURL! },
    form: { language: "ja", redirect_to: "/project/?keyword=東京" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/project/?keyword=%E6%9D%B1%E4%BA%AC");
  const bookmark = await request.post("/bookmark/project/", {
    headers: { Origin: baseURL! },
    form: { project_id: "1", intent: "add", redirect_to: "/テ/" },
    maxRedirects: 0,
  });
  expect(bookmark.status()).toBe(303);
  expect(bookmark.headers().location).toBe("/%E3%83%86/");
});

test("a broken guest cookie is ignored, not a 500", async ({ request }) => {
  for (const path of ["/guest/bookmark/search/", "/guest/bookmark/project/", "/"]) {
    const response = await request.get(path, { headers: { Cookie: "bm_searches=zzzzzzzzzzzz~skill%3D1; bm_projects=12.zzzzzzzz" } });
    expect(response.status(), path).toBe(200);
  }
});

test("an Origin of the same host but another scheme or port is another site", async ({ request, baseURL }) => {
  const url = new URL(baseURL!);
  for (const origin of [`https://${url.host}`, `http://${url.hostname}:1`]) {
    const response = await request.post("/signin/", { headers: { Origin: origin }, form: { email: "a@example.jp", password: "x" }, maxRedirects: 0 });
    expect(response.status(), origin).toBe(403);
  }
});

test("client error reports are limited per address", async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 32; i++) {
    const response = await request.post("/api/client/report/", { data: { message: `report ${i}`, stack: "", path: "/" } });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
  expect(statuses.slice(30)).toEqual([429, 429]);
});
