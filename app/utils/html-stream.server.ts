// The rendered HTML on its way to the browser: its end moved last, and React's writes joined.
import { Transform } from "node:stream";

// React streams deferred data after </body></html>, which strict parsers reject (decision 009):
// the end of the document is held back and sent last.
const DOCUMENT_END = Buffer.from("</body></html>");

/** Moves `</body></html>` to the end; a tail that could begin it is held until the next chunk. */
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

/** How many of `data`'s last bytes begin DOCUMENT_END, compared in place since it runs on every write. */
function partialEndLength(data: Buffer): number {
  const from = Math.max(0, data.length - (DOCUMENT_END.length - 1));
  for (let at = data.indexOf(LESS_THAN, from); at !== -1; at = data.indexOf(LESS_THAN, at + 1)) {
    if (data.compare(DOCUMENT_END, 0, data.length - at, at) === 0) return data.length - at;
  }
  return 0;
}

/** What React writes in one turn of the event loop leaves as one chunk, up to this size: each chunk costs a pass through the stream, the response and gzip (decision 030). */
const COALESCED_BYTES = 64 * 1024;

/** Writes are held only until the end of their turn, so the shell and each streamed section leave at once. */
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
