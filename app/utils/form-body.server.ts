// Every request body is read here, capped while it streams (413 past the limit, whatever its
// Content-Length says). Forms must be urlencoded or multipart (else 415); JSON calls take JSON or a form.
import { storableText, storableValue } from "./storable-text";

export const FORM_BODY_LIMIT = 64 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const tooLarge = () => new Response("Payload Too Large", { status: 413 });
const badRequest = () => new Response("Bad Request", { status: 400 });

/**
 * Past the limit a body is read on without being kept, so that the client, still sending, reads the
 * 413 rather than a reset connection; past this much it is cut off at once instead.
 */
const MAX_DISCARDED_BYTES = 4 * 1024 * 1024;

export async function readBodyBytes(request: Request, limit = FORM_BODY_LIMIT): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > MAX_DISCARDED_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_DISCARDED_BYTES) throw tooLarge();
      if (size <= limit) chunks.push(value);
    }
  }
  if (size > limit || declared > limit) throw tooLarge();
  return Buffer.concat(chunks);
}

export async function readFormData(request: Request, limit = FORM_BODY_LIMIT): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPES.some((t) => type.toLowerCase().startsWith(t))) throw new Response("Unsupported Media Type", { status: 415 });
  const bytes = await readBodyBytes(request, limit);
  let read: FormData;
  try {
    read = await new Response(bytes, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw badRequest();
  }
  const form = new FormData();
  for (const [name, value] of read) form.append(storableText(name), typeof value === "string" ? storableText(value) : value);
  // Conform reads `rows[999999].name` as a list of a million rows: no form of the site has a hundred.
  for (const name of form.keys()) if (LARGE_LIST_INDEX.test(name)) throw badRequest();
  return form;
}

const LARGE_LIST_INDEX = /\[\d{3,}\]/;

/** The form's lists with a plain value under a list's name dropped (Conform cannot render it) and at least `rows` rows. */
export function withListRows(form: FormData, lists: Record<string, { rows: number; field?: string }>): FormData {
  for (const name of [...form.keys()]) if (Object.keys(lists).some((list) => name === list || name.startsWith(`${list}.`))) form.delete(name);
  for (const [list, { rows, field }] of Object.entries(lists)) {
    for (let i = 0; i < rows; i++) {
      const row = `${list}[${i}]`;
      if (![...form.keys()].some((name) => name === row || name.startsWith(`${row}.`))) form.set(field ? `${row}.${field}` : row, "");
    }
  }
  return form;
}

/** A JSON call's body as a plain object, from JSON or a urlencoded form (the same calls serve forms without JavaScript). */
export async function readJsonOrForm(request: Request, limit = FORM_BODY_LIMIT): Promise<Record<string, unknown>> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (type.startsWith("application/json")) return parseJsonObject(await readBodyBytes(request, limit));
  if (!type.startsWith("application/x-www-form-urlencoded")) throw new Response("Unsupported Media Type", { status: 415 });
  const text = new TextDecoder("utf-8", { fatal: false }).decode(await readBodyBytes(request, limit));
  return Object.fromEntries([...new URLSearchParams(text)].map(([name, value]) => [storableText(name), storableText(value)]));
}

/** The agents' API takes JSON only (docs/agent-scout-api.md): anything else is a 415 saying so in JSON. */
export async function readJsonObject(request: Request, limit = FORM_BODY_LIMIT): Promise<Record<string, unknown>> {
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("application/json"))
    throw Response.json({ message: "本文は Content-Type: application/json の JSON で送ってください" }, { status: 415 });
  return parseJsonObject(await readBodyBytes(request, limit));
}

function parseJsonObject(bytes: Uint8Array): Record<string, unknown> {
  try {
    const body: unknown = storableValue(JSON.parse(new TextDecoder("utf-8", { fatal: false }).decode(bytes)));
    if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  throw badRequest();
}
