// The entry routes' addresses, built in one place. `ids`: a bulk entry of saved projects.
import type { EntryFormKind, EntryType, Step } from "./steps";

export type TargetRef = { type: EntryType; id?: number | null; ids?: number[] };

const FORM_ROOT: Record<EntryFormKind, string> = {
  signup: "/entry_signup/input",
  social: "/entry_signup/social_register",
  member: "/entry/input",
};

function withTarget(root: string, { type, id, ids }: TargetRef, query: Record<string, string | undefined> = {}) {
  const params = new URLSearchParams();
  if (ids?.length) params.set("ids", ids.join(","));
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return `${root}/${type}/${id ? `${id}/` : ""}${search ? `?${search}` : ""}`;
}

export const entryFormPath = (kind: EntryFormKind, target: TargetRef, step?: Step) => withTarget(FORM_ROOT[kind], target, { step });
export const entrySigninPath = (target: TargetRef) => withTarget("/signin/entry", target);
export const entryCompletePath = (target: TargetRef) => withTarget("/entry/complete", { type: target.type, id: target.id });
export const FIRST_ENTRY_COMPLETE_PATH = "/firsttime/entry/complete/";
export function entryAlreadyPath({ type, id }: TargetRef) {
  const params = new URLSearchParams({ type });
  if (id) params.set("id", String(id));
  return `/attention/entry_already/?${params}`;
}
export const appliedListPath = (type: EntryType) => `/users/entry/${type}/`;

export const entryStartPath = (isMember: boolean, target: TargetRef) => entryFormPath(isMember ? "member" : "signup", target);

export const targetKey = (type: EntryType, id: number | null | undefined) => `${type}:${id ?? ""}`;
