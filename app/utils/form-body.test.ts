import { describe, expect, it } from "vitest";
import { FORM_BODY_LIMIT, readFormData } from "./form-body.server";

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
});
