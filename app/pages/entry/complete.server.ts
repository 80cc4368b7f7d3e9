// What the entry complete pages load.
import { redirect } from "@remix-run/node";
import { DISPLAYED_PROJECT_COUNT } from "~/constants";
import { getProjectDetail } from "~/models/project-detail.server";
import { getNewestProjects, getProjectCards, type ProjectCard } from "~/models/project.server";
import type { User } from "~/models/account/user.server";
import { getSearchEngine } from "~/search/engine.server";
import { similarProjectIds } from "~/search/related.server";
import { completenessItems, completenessPercent } from "~/models/profile/completeness";
import { readMemberProfile } from "~/models/profile/profile.server";
import { completedRequest, hasCareerDocument, type AppliedEntry } from "~/models/entry/applied.server";
import { completeMessages } from "~/models/entry/complete-messages";
import { entryTargetIds } from "~/models/entry/entry.server";
import { appliedListPath, type TargetRef } from "~/models/entry/links";

async function nextProjects(userId: number, entries: AppliedEntry[]): Promise<ProjectCard[]> {
  const first = entries[0];
  let ids: number[];
  if (first.type === "project" && first.projectId) {
    const detail = await getProjectDetail(first.projectId);
    ids = detail ? await similarProjectIds(detail) : [];
  } else if (first.agentId) {
    const engine = await getSearchEngine();
    ids = engine.search({ filters: { agent: [first.agentId] }, keyword: "", sort: "created_at", page: 1 }, DISPLAYED_PROJECT_COUNT * 2).ids;
  } else {
    ids = (await getNewestProjects(DISPLAYED_PROJECT_COUNT * 2)).map((card) => card.id);
  }
  const applied = new Set((await entryTargetIds(userId)).projectIds);
  return getProjectCards(ids.filter((id) => !applied.has(id)).slice(0, DISPLAYED_PROJECT_COUNT));
}

export async function completePageData(member: User, ref: TargetRef | null) {
  const entries = await completedRequest(member.id, ref);
  if (entries.length === 0) throw redirect(ref ? appliedListPath(ref.type) : "/");
  const type = entries[0].type;
  const consultation = type === "agent" && entries[0].agentId === null;
  // What the entry did not ask is the profile's next steps.
  const profile = completenessItems(await readMemberProfile(member.id));
  return {
    profile,
    percent: completenessPercent(profile),
    type,
    consultation,
    entries,
    messages: completeMessages(type, { consultation, hasCareerDocument: await hasCareerDocument(member.id) }),
    next: nextProjects(member.id, entries),
    now: new Date().toISOString(),
  };
}
