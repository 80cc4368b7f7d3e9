// React 18.3.1's Node stream writer flushes its whole 2,048-byte buffer when the next multi-byte
// character does not fit, so the unfilled tail reaches the browser as NUL bytes and shows up as
// "�" in Japanese text (docs/decisions/002-strip-nul-bytes-from-react-stream.md). A NUL byte never
// occurs inside a UTF-8 sequence and has no place in HTML, so dropping every one is exact.
import { Transform } from "node:stream";

export function stripNulBytes(chunk: Buffer): Buffer {
  let index = chunk.indexOf(0);
  if (index === -1) return chunk;
  const out = Buffer.allocUnsafe(chunk.length);
  let length = 0;
  let start = 0;
  while (index !== -1) {
    length += chunk.copy(out, length, start, index);
    start = index + 1;
    index = chunk.indexOf(0, start);
  }
  length += chunk.copy(out, length, start);
  return out.subarray(0, length);
}

/** A pass-through stream for rendered HTML that drops the NUL bytes React may emit. */
export function createHtmlStream() {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, stripNulBytes(chunk));
    },
  });
}
