import { describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import path from "node:path";
import { PassThrough, type Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { createElement, type ReactElement } from "react";
import { createDocumentEndMover, createHtmlStream } from "./html-stream.server";

// Tests run React's development build and the server the production one: both patched builds are held
// to the same output (decision 030).
const require = createRequire(import.meta.url);
const production = require(path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs/react-dom-server.node.production.min.js")) as {
  renderToPipeableStream: typeof renderToPipeableStream;
};

/** Many pieces of Japanese text, short and long, between elements, attributes and kept HTML. */
function manyPieces(): ReactElement {
  const longHtml = `<p>${"案件の詳細：東京都（恵比寿駅）・フルリモート。".repeat(60)}</p>`;
  return createElement(
    "ul",
    null,
    Array.from({ length: 300 }, (_, i) =>
      createElement(
        "li",
        { key: i, "aria-label": "会員登録をするとご利用いただけます", style: { marginTop: i % 7 } },
        `案件${i}：フリーランス`,
        createElement("b", null, "単価"),
        i % 50 === 0 ? createElement("div", { dangerouslySetInnerHTML: { __html: longHtml } }) : null,
        i % 9 === 0 ? createElement("span", { dangerouslySetInnerHTML: { __html: "<i>短い</i>" } }) : null,
      ),
    ),
  );
}

function render(element: ReactElement, renderer: { renderToPipeableStream: typeof renderToPipeableStream }, wrap: boolean) {
  return new Promise<{ html: string; writes: number }>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    let writes = 0;
    const write = sink.write.bind(sink) as Writable["write"];
    sink.write = ((chunk: Buffer) => {
      writes++;
      return write(chunk);
    }) as Writable["write"];
    sink.on("data", (c: Buffer) => chunks.push(c));
    sink.on("end", () => resolve({ html: Buffer.concat(chunks).toString("utf8"), writes }));
    const { pipe } = renderer.renderToPipeableStream(element, {
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
}

describe("React's patched writer", () => {
  it.each([
    ["development", { renderToPipeableStream }],
    ["production", production],
  ])("writes the text whole, in order, with no NUL bytes (%s build)", async (_name, renderer) => {
    const { html, writes } = await render(manyPieces(), renderer, false);
    expect(html).not.toContain("\u0000");
    expect(html).toBe(renderToString(manyPieces()));
    expect(html.match(/会員登録をするとご利用いただけます/g)).toHaveLength(300);
    // The patched writer sends long runs, not one write per piece.
    expect(writes).toBeLessThan(20);
  });

  it("delivers the same through the HTML stream", async () => {
    const { html } = await render(manyPieces(), production, true);
    expect(html).toBe(renderToString(manyPieces()));
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
