import { describe, expect, it } from "vitest";
import { FORM_BODY_LIMIT, readFormData, readJsonObject, readJsonOrForm, withListRows } from "./form-body.server";

const post = (body: BodyInit, headers: Record<string, string>) =>
  new Request("http://localhost/form/", { method: "POST", body, headers, duplex: "half" } as RequestInit);
const streamOf = (size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < size; sent += 16_384) controller.enqueue(new TextEncoder().encode("a".repeat(Math.min(16_384, size - sent))));
      controller.close();
    },
  });
const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: Response) => error.status,
  );

describe("form bodies", () => {
  it("reads a form of the site", async () => {
    const data = await readFormData(post("step=need&need=detail&need=similar", { "Content-Type": "application/x-www-form-urlencoded" }));
    expect(data.getAll("need")).toEqual(["detail", "similar"]);
  });

  it("answers 400 to a list index no form has: Conform would build that many rows", async () => {
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    expect(await status(readFormData(post("qualifications%5B1000000%5D.name=x", form)))).toBe(400);
    expect((await readFormData(post("qualifications%5B11%5D.name=x", form))).get("qualifications[11].name")).toBe("x");
  });

  it("answers 413 to a body over the limit, whether it says its length or streams in chunks", async () => {
    expect(await status(readFormData(post("a".repeat(FORM_BODY_LIMIT + 1), { "Content-Type": "application/x-www-form-urlencoded" })))).toBe(413);
    expect(await status(readFormData(post(streamOf(FORM_BODY_LIMIT * 20), { "Content-Type": "application/x-www-form-urlencoded" })))).toBe(413);
  });

  it("answers 415 to what is not a form, and 400 to a broken multipart body", async () => {
    expect(await status(readFormData(post('{"step":"need"}', { "Content-Type": "application/json" })))).toBe(415);
    expect(await status(readFormData(post("step=need", {})))).toBe(415);
    expect(await status(readFormData(post("--x\r\nbroken", { "Content-Type": "multipart/form-data; boundary=x" })))).toBe(400);
  });

  it("drops NUL wherever text comes in (PostgreSQL cannot store it), and keeps every other character", async () => {
    const form = await readFormData(post("keyword=a%00b&na%00me=x&emoji=%F0%9F%98%80", { "Content-Type": "application/x-www-form-urlencoded" }));
    expect([...form]).toEqual([
      ["keyword", "ab"],
      ["name", "x"],
      ["emoji", "😀"],
    ]);
    expect(await readJsonOrForm(post('{"full_url":"http://h/x\\u0000y/","list":["\\u0000"],"n":1}', { "Content-Type": "application/json" }))).toEqual({
      full_url: "http://h/xy/",
      list: [""],
      n: 1,
    });
    expect(await readJsonOrForm(post("keyword=a%00b", { "Content-Type": "application/x-www-form-urlencoded" }))).toEqual({ keyword: "ab" });
  });

  it("takes JSON only where an API says so, and reads a list as a browser sends it: rows only, all of them", async () => {
    expect(await status(readJsonObject(post("title=x", { "Content-Type": "application/x-www-form-urlencoded" })))).toBe(415);
    expect(await readJsonObject(post('{"title":"x"}', { "Content-Type": "application/json" }))).toEqual({ title: "x" });
    const form = await readFormData(post("skills=1&skills%5B0%5D.id=3", { "Content-Type": "application/x-www-form-urlencoded" }));
    expect([...withListRows(form, { skills: { rows: 3, field: "id" } })]).toEqual([
      ["skills[0].id", "3"],
      ["skills[1].id", ""],
      ["skills[2].id", ""],
    ]);
  });
});
