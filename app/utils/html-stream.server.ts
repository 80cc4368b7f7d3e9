// The rendered HTML on its way to the browser: its end moved last, and React's writes joined.
//
// The NUL bytes React 18.3.1 once left in Japanese text (decision 002) are fixed where they were
// made, in the patched writer (patches/react-dom+18.3.1.patch, decision 030).
import { Transform } from "node:stream";

// React ends the shell with </body></html> and streams what resolves later (Remix's data, the
// <Await> sections) after it, which makes every page invalid HTML ("stray start tag script") for
// parsers stricter than browsers (issue 13). The end of the document is held back and sent last.
const DOCUMENT_END = Buffer.from("</body></html>");

/**
 * Takes `</body></html>` out of the stream and returns it with the stream's last bytes. A tail that
 * could be the start of it is held back until the next chunk shows whether it is.
 */
export function createDocumentEndMover() {
  let held = NOTHING;
  let ended = false;
  return {
    push(chunk: Buffer): Buffer {
      let data = held.length ? Buffer.concat([held, chunk]) : chunk;
      held = NOTHING;
      if (!ended) {
        const at = data.indexOf(DOCUMENT_END);
        if (at !== -1) {
          ended = true;
          data = Buffer.concat([data.subarray(0, at), data.subarray(at + DOCUMENT_END.length)]);
        } else {
          const keep = partialEndLength(data);
          if (keep > 0) {
            held = Buffer.from(data.subarray(data.length - keep));
            data = data.subarray(0, data.length - keep);
          }
        }
      }
      return data;
    },
    finish(): Buffer {
      return ended ? Buffer.concat([held, DOCUMENT_END]) : held;
    },
  };
}

const NOTHING = Buffer.alloc(0);
const LESS_THAN = DOCUMENT_END[0];

/**
 * How many of `data`'s last bytes are a beginning of DOCUMENT_END. It runs on each of React's
 * writes, so it compares in place: cutting a subarray per candidate length, on 2 KB writes, was
 * 1 % of `/project/`'s time (issue 19).
 */
function partialEndLength(data: Buffer): number {
  const from = Math.max(0, data.length - (DOCUMENT_END.length - 1));
  for (let at = data.indexOf(LESS_THAN, from); at !== -1; at = data.indexOf(LESS_THAN, at + 1)) {
    if (data.compare(DOCUMENT_END, 0, data.length - at, at) === 0) return data.length - at;
  }
  return 0;
}

/**
 * What React writes in one turn of the event loop leaves as one chunk, up to this size. React
 * wrote 2 KB at a time, and each chunk crossed the web stream, the response and gzip on its own, which
 * cost more than rendering the charts of the market page (issue 17). Its patched writer sends runs of
 * about 8,000 characters and each long kept piece of HTML apart, still a dozen writes a page.
 */
const COALESCED_BYTES = 64 * 1024;

/**
 * A pass-through stream for rendered HTML: the document's end sent last, and React's writes
 * joined. They are held only until the end of the turn that wrote them, so the shell and each
 * streamed section still leave as soon as they are rendered.
 */
export function createHtmlStream() {
  const end = createDocumentEndMover();
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let scheduled: NodeJS.Immediate | null = null;
  const release = (stream: Transform) => {
    if (scheduled) clearImmediate(scheduled);
    scheduled = null;
    if (pendingBytes > 0) stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes));
    pending = [];
    pendingBytes = 0;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const data = end.push(chunk);
      if (data.length > 0) {
        pending.push(data);
        pendingBytes += data.length;
      }
      if (pendingBytes >= COALESCED_BYTES) release(this);
      else if (!scheduled) scheduled = setImmediate(() => release(this));
      callback();
    },
    flush(callback) {
      release(this);
      callback(null, end.finish());
    },
  });
}
