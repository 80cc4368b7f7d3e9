// The multi-step entry forms' step graph: which steps each form asks, which answers skip a step, and
// the screens that group them (decision 046).
import { JobStatus, StartTiming, WorkStyle } from "~/constants";
import type { EntryAnswers } from "./answers";

export const ENTRY_TYPES = ["project", "agent"] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export const isEntryType = (value: string | undefined): value is EntryType => value === "project" || value === "agent";

/** As named in the URL (?step=). */
export const STEPS = [
  "need",
  "signup",
  "birthday",
  "work-days",
  "job",
  "job-type",
  "experience-years",
  "skill-experience-years",
  "working",
  "leave-date",
  "start",
  "start-date",
  "contract",
  "work-location",
  "address",
  "name",
  "phone",
  "skills",
  "locations",
  "remote-or-prefecture",
  "min-price",
  "signup-and-entry",
  "confirm-and-entry",
  "experience",
] as const;
export type Step = (typeof STEPS)[number];
export const isStep = (value: string | null | undefined): value is Step => (STEPS as readonly string[]).includes(value ?? "");

/** signup: a guest registers with the entry; social: a guest back from a social sign-in, no password; member. */
export type EntryFormKind = "signup" | "social" | "member";
export type EntryForm = `${EntryFormKind}-${EntryType}`;

export const formOf = (kind: EntryFormKind, type: EntryType): EntryForm => `${kind}-${type}`;
/** A member form's draft is that member's, so a shared browser keeps them apart. */
export const draftKeyOf = (form: EntryForm, memberId?: number | null) => (form.startsWith("member-") && memberId ? `${form}#${memberId}` : form);
export const kindOf = (form: EntryForm) => form.slice(0, form.indexOf("-")) as EntryFormKind;
export const typeOf = (form: EntryForm) => form.slice(form.indexOf("-") + 1) as EntryType;

/** Only what an agent needs to reply; the other steps are the profile's next steps (models/profile/sections.ts). */
const ENTRY_STEPS: readonly Step[] = ["need", "start", "start-date", "job-type", "experience-years", "skills", "name", "birthday", "phone"];

export const SCREENS = ["wish", "career", "person", "contact"] as const;
export type Screen = (typeof SCREENS)[number];
const SCREEN_OF: Partial<Record<Step, Screen>> = {
  need: "wish",
  start: "wish",
  "start-date": "wish",
  "job-type": "career",
  "experience-years": "career",
  skills: "career",
  name: "person",
  birthday: "person",
  phone: "contact",
  signup: "contact",
  "signup-and-entry": "contact",
  "confirm-and-entry": "contact",
};
export const screenOf = (step: Step): Screen => SCREEN_OF[step] ?? "wish";

/** Before any answer skips one. */
export function formSteps(form: EntryForm): Step[] {
  switch (kindOf(form)) {
    case "signup":
      return [...ENTRY_STEPS, "signup", "signup-and-entry"];
    case "social":
      // The provider vouched for the address: no password to choose, the address is confirmed at the end.
      return [...ENTRY_STEPS, "signup-and-entry"];
    case "member":
      // A member's wish (need) is asked on the confirmation, so a complete profile applies in one screen.
      return [...ENTRY_STEPS.filter((step) => step !== "need"), "confirm-and-entry"];
  }
}

const EXPERIENCE_STEPS = new Set<Step>(["experience-years", "skill-experience-years", "contract", "experience"]);

export function isSkipped(step: Step, answers: EntryAnswers): boolean {
  if (answers.jobStatus === JobStatus.noExperience && EXPERIENCE_STEPS.has(step)) return true;
  switch (step) {
    case "leave-date":
      return answers.jobStatus !== JobStatus.leave;
    case "start-date":
      return answers.startTiming !== StartTiming.specifyDate;
    case "skill-experience-years":
      return !answers.skills?.length;
    case "locations":
      return answers.workStyle === WorkStyle.remote;
    default:
      return false;
  }
}

/** `known`: steps the member's profile answers, shown on the confirmation instead. */
export function entryPath(form: EntryForm, answers: EntryAnswers, known: ReadonlySet<Step> = new Set()): Step[] {
  return formSteps(form).filter((step) => !isSkipped(step, answers) && !known.has(step));
}

/** A form showing both shows the dependent step beside it (開始日 beside 「日付を指定する」). */
export const CAUSE_OF: Partial<Record<Step, Step>> = { "start-date": "start", "leave-date": "working", "experience-years": "working" };

export function screensOf(form: EntryForm, answers: EntryAnswers, known: ReadonlySet<Step> = new Set()): Step[][] {
  const asked = formSteps(form).filter((step) => !known.has(step));
  const steps = asked.filter((step) => !isSkipped(step, answers) || asked.includes(CAUSE_OF[step]!));
  return SCREENS.map((screen) => steps.filter((step) => screenOf(step) === screen)).filter((group) => group.length > 0);
}

/** For the confirmation and the agent's mail: the profile's answers too, and a member's wish. */
export function sentSteps(form: EntryForm, answers: EntryAnswers): Step[] {
  const path = entryPath(form, answers);
  return kindOf(form) === "member" ? ["need", ...path] : path;
}

export const isFinalStep = (step: Step) => step === "signup-and-entry" || step === "confirm-and-entry";

export type ScreenPosition = { steps: Step[]; index: number; count: number; previous: Step[] | null; next: Step[] | null };

export function screenPosition(screens: Step[][], step: Step): ScreenPosition | null {
  const index = screens.findIndex((screen) => screen.includes(step));
  if (index === -1) return null;
  return { steps: screens[index], index, count: screens.length, previous: screens[index - 1] ?? null, next: screens[index + 1] ?? null };
}

/** A URL cannot jump past a screen not yet answered. Returns the screen's first step, the name its URL carries. */
export function reachableScreen(screens: Step[][], path: Step[], answered: ReadonlySet<Step>, requested: Step | null): Step {
  const firstOpen = screens.findIndex((screen) => screen.some((step) => path.includes(step) && !answered.has(step) && !isFinalStep(step)));
  const open = firstOpen === -1 ? screens.length - 1 : firstOpen;
  const wanted = requested ? screens.findIndex((screen) => screen.includes(requested)) : -1;
  return screens[wanted !== -1 && wanted <= open ? wanted : open][0];
}
