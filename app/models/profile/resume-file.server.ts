// The résumé file, kept in the database so every app server can serve it and none is ever public.
import { getDb } from "~/db/client.server";
import { RESUME_KINDS, resumeKind, safeFileName } from "./resume-file";

export type ResumeFileInfo = { fileName: string; size: number; uploadedAt: string };

export async function resumeFileInfo(userId: number): Promise<ResumeFileInfo | null> {
  const row = await getDb().selectFrom("resume_files").select(["file_name", "size", "uploaded_at"]).where("user_id", "=", userId).executeTakeFirst();
  return row ? { fileName: row.file_name, size: row.size, uploadedAt: row.uploaded_at } : null;
}

/** False when its bytes are not the PDF or Word document its name says. */
export async function saveResumeFile(userId: number, file: File): Promise<boolean> {
  const content = Buffer.from(await file.arrayBuffer());
  const kind = resumeKind(file.name, content);
  if (!kind) return false;
  const row = {
    file_name: safeFileName(file.name),
    content_type: RESUME_KINDS[kind].contentType,
    size: content.byteLength,
    content,
    uploaded_at: new Date().toISOString(),
  };
  await getDb()
    .insertInto("resume_files")
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(row))
    .execute();
  return true;
}

export async function deleteResumeFile(userId: number) {
  await getDb().deleteFrom("resume_files").where("user_id", "=", userId).execute();
}

/** An attachment, never shown inline, never cached. */
export async function resumeDownload(userId: number): Promise<Response | null> {
  const row = await getDb().selectFrom("resume_files").select(["file_name", "content_type", "content"]).where("user_id", "=", userId).executeTakeFirst();
  if (!row) return null;
  const ascii = row.file_name.replace(/[^\x20-\x7e]/g, "_").replace(/[\\"]/g, "_");
  return new Response(new Uint8Array(row.content), {
    headers: {
      "Content-Type": row.content_type,
      "Content-Length": String(row.content.byteLength),
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.file_name)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
