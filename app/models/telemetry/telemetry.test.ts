import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionEntryPayload, pathOf } from "./payload";
import { sessionEntrySchema } from "./payload-schema.server";
import { truncateAddress } from "./address.server";
import { WriteBehindQueue } from "./write-behind.server";
import { isSearchPath, isTask, mayPrompt } from "~/models/account/mail-magazine-prompt";
import { Experiment } from "~/constants";

describe("the session entry payload", () => {
  it("takes the campaign fields and the query from the page's address, the referrer from the state", () => {
    const payload = sessionEntryPayload(
      "https://anken.example.jp",
      { pathname: "/lp/5/all/", search: "?sip=banner_top&gclid=Cj0KC&user_cmp_open=spring&skill=1&skill=2" },
      { referrer: "https://www.google.com/", previousPage: "" },
    );
    expect(payload).toEqual({
      url: "/lp/5/all/",
      sip: "banner_top",
      gclid: "Cj0KC",
      internal_redirect: "",
      referrer: "https://www.google.com/",
      full_url: "https://anken.example.jp/lp/5/all/?sip=banner_top&gclid=Cj0KC&user_cmp_open=spring&skill=1&skill=2",
      user_cmp_open: "spring",
      visit_query_params: JSON.stringify({ sip: "banner_top", gclid: "Cj0KC", user_cmp_open: "spring", skill: "1" }),
    });
    expect(sessionEntrySchema.safeParse(payload).success).toBe(true);
  });

  it("names the previous page as the referrer once the visitor has moved on", () => {
    const payload = sessionEntryPayload(
      "https://a.jp",
      { pathname: "/faq/", search: "" },
      { referrer: "https://www.google.com/", previousPage: "https://a.jp/" },
    );
    expect(payload.referrer).toBe("https://a.jp/");
    expect(payload.visit_query_params).toBe("{}");
  });

  it("refuses a payload that is not one, in Japanese", () => {
    const bad = sessionEntrySchema.safeParse({ url: "https://a.jp/", visit_query_params: "[1]" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual(["url はパスで送ってください", "visit_query_params はクエリのJSONで送ってください"]);
    expect(pathOf("https://a.jp/images/x.webp?w=1")).toBe("/images/x.webp");
  });
});

describe("addresses", () => {
  it("keeps the network only", () => {
    expect(truncateAddress("203.0.113.45")).toBe("203.0.113.0");
    expect(truncateAddress("::ffff:198.51.100.7")).toBe("198.51.100.0");
    expect(truncateAddress("2001:db8:1:2::5")).toBe("2001:db8:1::");
    expect(truncateAddress("")).toBe("");
  });
});

describe("the write-behind queue", () => {
  afterEach(() => vi.useRealTimers());

  it("writes when it holds the batch size, a slice of rows at a time", async () => {
    const written: number[][] = [];
    const queue = new WriteBehindQueue<number>("test", async (rows) => void written.push(rows), { maxRows: 3, writeRows: 2, intervalMs: 60_000 });
    queue.push(1);
    queue.push(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toEqual([]);
    queue.push(3);
    await vi.waitFor(() => expect(written).toEqual([[1, 2], [3]]));
  });

  it("writes after the interval without being asked", async () => {
    vi.useFakeTimers();
    const written: number[][] = [];
    const queue = new WriteBehindQueue<number>("test", async (rows) => void written.push(rows), { maxRows: 500, intervalMs: 1_000 });
    queue.push(1);
    queue.push(2);
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(written).toEqual([[1, 2]]);
  });

  it("keeps a failed batch and writes it on close (a shutdown loses nothing)", async () => {
    let fail = true;
    const written: number[] = [];
    const queue = new WriteBehindQueue<number>(
      "test",
      async (rows) => {
        if (fail) throw new Error("database lost");
        written.push(...rows);
      },
      { maxRows: 2, intervalMs: 60_000 },
    );
    for (const n of [1, 2, 3]) queue.push(n);
    await queue.flush();
    expect(queue.size).toBe(3);
    fail = false;
    await queue.close();
    expect(written).toEqual([1, 2, 3]);
    expect(queue.size).toBe(0);
  });

  it("drops a row the database refuses and writes the others: one bad row never stalls the queue", async () => {
    const written: number[] = [];
    const queue = new WriteBehindQueue<number>(
      "test",
      async (rows) => {
        // PostgreSQL's answer to a NUL in text (SQLSTATE 22021).
        if (rows.includes(2)) throw Object.assign(new Error("invalid byte sequence for encoding UTF8: 0x00"), { code: "22021" });
        written.push(...rows);
      },
      { maxRows: 100, intervalMs: 60_000 },
    );
    for (const n of [1, 2, 3]) queue.push(n);
    await queue.flush();
    expect(written).toEqual([1, 3]);
    expect(queue.size).toBe(0);
    expect(queue.refused).toBe(1);
    queue.push(4);
    await queue.flush();
    expect(written).toEqual([1, 3, 4]);
  });

  it("drops rows past its bound instead of growing without end", () => {
    const queue = new WriteBehindQueue<number>("test", () => new Promise(() => undefined), { maxRows: 100, intervalMs: 60_000, maxPending: 2 });
    for (const n of [1, 2, 3]) queue.push(n);
    expect(queue.size).toBe(2);
    expect(queue.dropped).toBe(1);
  });
});

describe("the mail-magazine prompt", () => {
  it("prompts guests only, unless the experiment hides it or it was ever closed", () => {
    expect(mayPrompt({ account: "guest", pattern: Experiment.mailMagazineButtonShow, dismissed: false })).toBe(true);
    expect(mayPrompt({ account: "member", pattern: Experiment.mailMagazineButtonShow, dismissed: false })).toBe(false);
    expect(mayPrompt({ account: "mailMagazine", pattern: undefined, dismissed: false })).toBe(false);
    expect(mayPrompt({ account: "guest", pattern: Experiment.mailMagazineButtonHide, dismissed: false })).toBe(false);
    expect(mayPrompt({ account: "guest", pattern: undefined, dismissed: true })).toBe(false);
  });

  it("never comes during a task: a form, or the search panel opened to filter", () => {
    for (const path of [
      "/entry_signup/input/project/1/",
      "/entry/input/agent/",
      "/signup/",
      "/signin/",
      "/users/profile/edit/",
      "/project/marketprice/input/",
      "/lp/6/input/",
    ])
      expect(isTask(path, ""), path).toBe(true);
    expect(isTask("/project/", "?searchpanel=open&skill=1")).toBe(true);
    for (const path of ["/", "/project/", "/project/detail/1/", "/column/", "/lp/6/", "/project/marketprice/"])
      expect(isTask(path, "?skill=1"), path).toBe(false);
  });

  it("knows a search page", () => {
    expect(isSearchPath("/project/")).toBe(true);
    expect(isSearchPath("/project/skill/1/")).toBe(true);
    expect(isSearchPath("/project/search/")).toBe(true);
    expect(isSearchPath("/project/detail/1/")).toBe(false);
    expect(isSearchPath("/project/marketprice/")).toBe(false);
  });
});
