// What an entry URL applies to: one project, several saved projects (?ids=), one agent, or a consultation.
import { EntryAppType, MAX_PROJECTS_PER_ENTRY, SignupAppType } from "~/constants";
import type { TargetRef } from "./links";
import { isEntryType, kindOf, typeOf, type EntryForm } from "./steps";
import { parseId } from "~/models/listing/ids";

export type ParsedTarget = { ok: true; ref: TargetRef } | { ok: false; reason: "notFound" } | { ok: false; reason: "tooMany"; count: number; ref: TargetRef };

const isId = (value: string) => parseId(value) !== null;

export function parseTarget(type: string | undefined, id: string | undefined, search: URLSearchParams): ParsedTarget {
  if (!isEntryType(type)) return { ok: false, reason: "notFound" };
  if (id !== undefined) return isId(id) ? { ok: true, ref: { type, id: Number(id) } } : { ok: false, reason: "notFound" };
  if (type === "agent") return { ok: true, ref: { type, id: null } };
  const ids = [
    ...new Set(
      search
        .getAll("ids")
        .flatMap((value) => value.split(","))
        .map((v) => v.trim())
        .filter(isId)
        .map(Number),
    ),
  ];
  if (ids.length === 0) return { ok: false, reason: "notFound" };
  if (ids.length > MAX_PROJECTS_PER_ENTRY) return { ok: false, reason: "tooMany", count: ids.length, ref: { type, ids: ids.slice(0, MAX_PROJECTS_PER_ENTRY) } };
  return { ok: true, ref: ids.length === 1 ? { type, id: ids[0] } : { type, ids } };
}

/** A project entry begun on a landing page is an LP entry. */
export function entryAppTypeOf(form: EntryForm, fromLanding = false): number {
  const project = typeOf(form) === "project";
  if (project && fromLanding) return EntryAppType.lpProject;
  if (kindOf(form) === "member") return project ? EntryAppType.project : EntryAppType.agent;
  return project ? EntryAppType.signupProject : EntryAppType.signupAgent;
}

export const signupAppTypeOf = (form: EntryForm, fromLanding = false) =>
  fromLanding ? SignupAppType.lp : typeOf(form) === "project" ? SignupAppType.signupEntryProject : SignupAppType.signupEntryAgent;
