// What a member has applied to, with each listing's state now.
import { getDb } from "~/db/client.server";
import { PROJECT_PAGE_SIZE } from "~/constants";
import { isOpenListing } from "~/models/listing/rules";
import { targetKey, type TargetRef } from "./links";

export type AppliedEntry = {
  id: number;
  type: "project" | "agent";
  projectId: number | null;
  title: string | null;
  agentId: number | null;
  agentName: string | null;
  /** Always true for agents. */
  open: boolean;
  createdAt: string;
};

function entryRows() {
  return getDb()
    .selectFrom("entries")
    .leftJoin("projects", "projects.id", "entries.project_id")
    .leftJoin("agents", "agents.id", "entries.agent_id")
    .select([
      "entries.id",
      "entries.entry_type as type",
      "entries.project_id as projectId",
      "projects.title",
      "entries.agent_id as agentId",
      "agents.name as agentName",
      "projects.open_state",
      "projects.delete_flag",
      "entries.created_at as createdAt",
      "entries.request_id as requestId",
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof entryRows>["execute"]>>[number];

const toEntry = (row: Row): AppliedEntry => ({
  id: row.id,
  type: row.type === "agent" ? "agent" : "project",
  projectId: row.projectId,
  title: row.title,
  agentId: row.agentId,
  agentName: row.agentName,
  open: row.type === "agent" || isOpenListing(row),
  createdAt: row.createdAt,
});

/** Without an id (a bulk entry, a consultation): the member's newest request of that type. */
export async function completedRequest(userId: number, ref: TargetRef | null): Promise<AppliedEntry[]> {
  let query = entryRows().where("entries.user_id", "=", userId);
  if (ref?.id) query = query.where("entries.target_key", "=", targetKey(ref.type, ref.id));
  else if (ref?.type === "agent") query = query.where("entries.target_key", "=", targetKey("agent", null));
  else if (ref) query = query.where("entries.entry_type", "=", ref.type);
  const newest = await query.orderBy("entries.id", "desc").limit(1).executeTakeFirst();
  if (!newest) return [];
  const rows = await entryRows().where("entries.request_id", "=", newest.requestId).where("entries.user_id", "=", userId).orderBy("entries.id").execute();
  return rows.map(toEntry);
}

export async function listApplied(userId: number, type: "project" | "agent", page: number) {
  const [rows, total] = await Promise.all([
    entryRows()
      .where("entries.user_id", "=", userId)
      .where("entries.entry_type", "=", type)
      .orderBy("entries.created_at", "desc")
      .orderBy("entries.id", "desc")
      .limit(PROJECT_PAGE_SIZE)
      .offset((page - 1) * PROJECT_PAGE_SIZE)
      .execute(),
    getDb()
      .selectFrom("entries")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("user_id", "=", userId)
      .where("entry_type", "=", type)
      .executeTakeFirstOrThrow(),
  ]);
  return { entries: rows.map(toEntry), pageCount: Math.max(1, Math.ceil(Number(total.count) / PROJECT_PAGE_SIZE)) };
}

export async function hasCareerDocument(userId: number): Promise<boolean> {
  const row = await getDb().selectFrom("career_experiences").select("id").where("user_id", "=", userId).limit(1).executeTakeFirst();
  return row !== undefined;
}
