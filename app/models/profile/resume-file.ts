// The résumé file: PDF or Word, told apart by its first bytes as well as its name, so a renamed program is refused.

/** Below the form reader's cut-off (utils/form-body.server.ts), with room for the form around it. */
export const RESUME_MAX_BYTES = 3 * 1024 * 1024;
export const RESUME_BODY_LIMIT = RESUME_MAX_BYTES + 64 * 1024;
const FILE_NAME_MAX = 100;

export const RESUME_KINDS = {
  pdf: { extensions: [".pdf"], contentType: "application/pdf" },
  docx: { extensions: [".docx"], contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  doc: { extensions: [".doc"], contentType: "application/msword" },
} as const;
export type ResumeKind = keyof typeof RESUME_KINDS;

/** A hint to the browser; the server decides. */
export const RESUME_ACCEPT = Object.values(RESUME_KINDS)
  .flatMap((k) => [...k.extensions, k.contentType])
  .join(",");

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK.. (a .docx is a zip)
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // a .doc is an OLE compound file

/** Null when name and bytes do not agree on one we take. */
export function resumeKind(fileName: string, bytes: Uint8Array): ResumeKind | null {
  const name = fileName.toLowerCase();
  const kind = (Object.keys(RESUME_KINDS) as ResumeKind[]).find((k) => RESUME_KINDS[k].extensions.some((ext) => name.endsWith(ext)));
  if (kind === "pdf") return startsWith(bytes, PDF) ? kind : null;
  // A Word document's zip names its main part word/document.xml near the start.
  if (kind === "docx") return startsWith(bytes, ZIP) && new TextDecoder("latin1").decode(bytes.subarray(0, 64 * 1024)).includes("word/") ? kind : null;
  // Excel, PowerPoint and installers are OLE files too: a Word document holds a "WordDocument" stream.
  if (kind === "doc") return startsWith(bytes, OLE) && new TextDecoder("utf-16le").decode(bytes).includes("WordDocument") ? kind : null;
  return null;
}

export function safeFileName(fileName: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim();
  if (base.length <= FILE_NAME_MAX) return base || "resume";
  const dot = base.lastIndexOf(".");
  const ext = dot > 0 ? base.slice(dot) : "";
  return base.slice(0, FILE_NAME_MAX - ext.length) + ext;
}
