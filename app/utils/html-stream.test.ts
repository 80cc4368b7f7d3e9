import { describe, expect, it } from "vitest";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { createElement } from "react";
import { createDocumentEndMover, createHtmlStream, stripNulBytes } from "./html-stream.server";

describe("stripNulBytes", () => {
  it("returns the same buffer when there is nothing to strip", () => {
    const buffer = Buffer.from("ご利用いただけます");
    expect(stripNulBytes(buffer)).toBe(buffer);
  });

  it("drops every NUL byte and keeps the rest intact", () => {
    const text = "ご利用いただけます";
    const withNul = Buffer.concat([Buffer.from("ご利用"), Buffer.from([0, 0]), Buffer.from("いただけます"), Buffer.from([0])]);
    expect(stripNulBytes(withNul).toString("utf8")).toBe(text);
    expect(stripNulBytes(Buffer.from([0, 0, 0])).length).toBe(0);
  });
});

describe("rendering Japanese through the HTML stream", () => {
  // Many multi-byte strings make React's 2,048-byte buffer boundary fall inside a character.
  const render = (wrap: boolean) =>
    new Promise<string>((resolve, reject) => {
      const items = Array.from({ length: 300 }, (_, i) =>
        createElement("li", { key: i, "aria-label": "会員登録をするとご利用いただけます" }, `案件${i}：フリーランス`),
      );
      const chunks: Buffer[] = [];
      const sink = new PassThrough();
      sink.on("data", (c: Buffer) => chunks.push(c));
      sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      const { pipe } = renderToPipeableStream(createElement("ul", null, items), {
        onAllReady() {
          if (wrap) {
            const html = createHtmlStream();
            html.pipe(sink);
            pipe(html);
          } else pipe(sink);
        },
        onError: reject,
      });
    });

  it("delivers valid text with no NUL bytes", async () => {
    const html = await render(true);
    expect(html).not.toContain("\u0000");
    expect(html.match(/会員登録をするとご利用いただけます/g)).toHaveLength(300);
  });

  it("is needed: React alone corrupts the text (remove the workaround once this fails)", async () => {
    expect(await render(false)).toContain("\u0000");
  });
});

describe("the document's end", () => {
  const run = (chunks: string[]) => {
    const mover = createDocumentEndMover();
    return chunks.map((chunk) => mover.push(Buffer.from(chunk)).toString()).join("") + mover.finish().toString();
  };

  it("moves </body></html> after what was streamed later", () => {
    expect(run(["<html><body><p>案件</p></body></html>", "<script>late()</script>"])).toBe("<html><body><p>案件</p><script>late()</script></body></html>");
  });

  it("finds it split over chunks, and gives back a tail that was not it", () => {
    expect(run(["<body>x</bo", "dy></ht", "ml><script>1</script>"])).toBe("<body>x<script>1</script></body></html>");
    expect(run(["<body>x</b", "r></body></html>"])).toBe("<body>x</br></body></html>");
    expect(run(["<p>no end</"])).toBe("<p>no end</");
  });

  it("finds it wherever the chunks are cut, also after a tail that only looked like it", () => {
    const document = "<body><p>x</b</bo</p></body></html><script>1</script>";
    const expected = "<body><p>x</b</bo</p><script>1</script></body></html>";
    for (let first = 0; first <= document.length; first++) {
      for (let second = first; second <= document.length; second++) {
        expect(run([document.slice(0, first), document.slice(first, second), document.slice(second)])).toBe(expected);
      }
    }
  });
});

describe("React's small writes joined", () => {
  it("sends what one turn wrote as one chunk, and a later turn's writes after it", async () => {
    const html = createHtmlStream();
    const received: Array<{ text: string; at: number }> = [];
    let turn = 0;
    html.on("data", (chunk: Buffer) => received.push({ text: chunk.toString(), at: turn }));
    const ended = new Promise((resolve) => html.on("end", resolve));
    html.write("<html><body><p>シェル</p>");
    html.write("<p>続き</p>");
    await new Promise((resolve) => setImmediate(resolve));
    turn = 1;
    // A section streamed later (an <Await> that resolved) leaves in its own turn.
    html.write("<template>後から</template></body></html>");
    html.end();
    await ended;
    expect(received).toEqual([
      { text: "<html><body><p>シェル</p><p>続き</p>", at: 0 },
      { text: "<template>後から</template>", at: 1 },
      { text: "</body></html>", at: 1 },
    ]);
  });
});
