// Sending a scout. Members who turned scout mail off, or left, are not found: the agent learns nothing of them.
import { getDb } from "~/db/client.server";
import { SCOUT_NOTICE_LIMIT } from "~/constants";
import { isOpenListing } from "~/models/listing/rules";
import { deliver } from "~/models/account/account.server";
import { issueToken } from "~/models/account/token.server";
import { scoutArrivedMail } from "~/mail/scout-mail";
import type { ApiAgent } from "./agent-tokens.server";
import { scoutableProfiles } from "./profile-search.server";
import type { ScoutRequest } from "./scout-api";

const DAY_MS = 24 * 60 * 60 * 1000;

export type SendOutcome =
  { ok: true; id: number; mailed: boolean } | { ok: false; status: 404; message: string } | { ok: false; status: 422; errors: Record<string, string[]> };

export async function sendScout(agent: ApiAgent, input: ScoutRequest, origin: string, now = new Date()): Promise<SendOutcome> {
  const db = getDb();
  const member = await scoutableProfiles().select(["users.id", "users.email"]).where("profiles.public_id", "=", input.profile_id).executeTakeFirst();
  if (!member) return { ok: false, status: 404, message: "このprofile_idの会員はいないか、スカウトを受け取らない設定です" };
  if (input.project_id) {
    const project = await db
      .selectFrom("projects")
      .select(["open_state", "delete_flag"])
      .where("id", "=", input.project_id)
      .where("agent_id", "=", agent.id)
      .executeTakeFirst();
    if (!project || !isOpenListing(project))
      return { ok: false, status: 422, errors: { project_id: ["project_idには、貴社が掲載中の案件のIDを指定してください"] } };
  }
  const { id } = await db
    .insertInto("scouts")
    .values({ user_id: member.id, agent_id: agent.id, project_id: input.project_id ?? null, title: input.title, body: input.body, sent_at: now.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  // The mails of the last 24 hours count: a busy day's later scouts wait in the list without a mail.
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const { noticed } = await db
    .selectFrom("scouts")
    .select((eb) => eb.fn.countAll<number>().as("noticed"))
    .where("user_id", "=", member.id)
    .where("notified_at", ">", since)
    .executeTakeFirstOrThrow();
  const mailed = Number(noticed) < SCOUT_NOTICE_LIMIT;
  if (mailed) {
    await db.updateTable("scouts").set({ notified_at: now.toISOString() }).where("id", "=", id).execute();
    await deliver(scoutArrivedMail(member.email, origin, { id, agentName: agent.name, title: input.title }, await issueToken(member.id, "stop_scout")));
  }
  return { ok: true, id, mailed };
}
