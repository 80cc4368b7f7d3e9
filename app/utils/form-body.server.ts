// Form bodies are read with a size cap: a form of the site is a few KB, and a body that is larger is
// answered 413 before it is parsed.
export const FORM_BODY_LIMIT = 64 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export async function readFormData(request: Request, limit = FORM_BODY_LIMIT): Promise<FormData> {
  const tooLarge = () => new Response("Payload Too Large", { status: 413 });
  if (Number(request.headers.get("Content-Length") ?? 0) > limit) throw tooLarge();
  const type = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPES.some((t) => type.toLowerCase().startsWith(t))) throw new Response("Unsupported Media Type", { status: 415 });
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      // The rest is left unread: the answer goes out at once and the connection closes after it.
      if (size > limit) throw tooLarge();
      chunks.push(value);
    }
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "Content-Type": type } }).formData();
  } catch {
    throw new Response("Bad Request", { status: 400 });
  }
}
