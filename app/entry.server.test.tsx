// A page rendered to its end leaves no timer behind (decision 032). The render's stop and Remix's stream
// timeout each held a finished request's whole render and data for ten seconds: at 100 requests a second
// the heap kept a thousand pages, and each full collection stalled the server for a few hundred ms.
import type { EntryContext } from "@remix-run/node";
// The patched function (patches/@remix-run+server-runtime+2.17.5.patch); not part of the package's API.
import { ServerMode } from "@remix-run/server-runtime/dist/mode.js";
import { encodeViaTurboStream } from "@remix-run/server-runtime/dist/single-fetch.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import handleRequest, { streamTimeout } from "./entry.server";
import { PHONE_BROWSER_HEADERS } from "../scripts/local-server";

vi.mock("@remix-run/react", () => ({ RemixServer: () => <p>案件一覧</p> }));
// The footer's lists come from the database, which this test does not open.
vi.mock("~/components/kept-html.server", async (original) => ({ ...(await original<object>()), keptHtmlFor: async () => ({}) }));

beforeEach(() => void vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
afterEach(() => void vi.useRealTimers());

describe("a page's render", () => {
  it.each([
    ["a phone's browser (streamed)", PHONE_BROWSER_HEADERS["user-agent"]],
    ["a crawler (all at once)", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
  ])("stops its timer once all is rendered, for %s", async (_, agent) => {
    const request = new Request("http://localhost/project/", { headers: { "user-agent": agent } });
    const response = await handleRequest(request, 404, new Headers(), {} as EntryContext, { cspNonce: "", badRequest: false, clientIp: "" });
    expect(await response.text()).toContain("案件一覧");
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("Remix's encoded data (patched)", () => {
  const read = async (stream: ReadableStream<Uint8Array>) => {
    const reader = stream.getReader();
    let text = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += new TextDecoder().decode(chunk.value);
    return text;
  };

  it("stops its timeout once the data is all sent, deferred values included", async () => {
    const request = new AbortController();
    const stream = encodeViaTurboStream({ title: "Java案件", count: Promise.resolve(3) }, request.signal, streamTimeout, ServerMode.Production);
    expect(vi.getTimerCount()).toBe(1);
    const text = await read(stream);
    expect(text).toContain("Java案件");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops it when the visitor goes away", async () => {
    const request = new AbortController();
    encodeViaTurboStream({ count: new Promise(() => {}) }, request.signal, streamTimeout, ServerMode.Production);
    request.abort();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("still ends data that never arrives after streamTimeout", async () => {
    const stream = encodeViaTurboStream({ count: new Promise(() => {}) }, new AbortController().signal, streamTimeout, ServerMode.Production);
    const reading = read(stream);
    await vi.advanceTimersByTimeAsync(streamTimeout);
    // The deferred value is rejected (its message hidden in production), and the page's boundary shows it.
    expect(await reading).toContain('"Unexpected Server Error"');
    expect(vi.getTimerCount()).toBe(0);
  });
});
