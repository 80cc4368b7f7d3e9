// The step graph of the multi-step entry forms (spec §4, issue 11): which steps each form shows, in
// which order, and which answers skip a step. Pure, shared by the server and the browser.
import { JobStatus, StartTiming, WorkStyle } from "~/constants";
import type { EntryAnswers } from "./answers";

export const ENTRY_TYPES = ["project", "agent"] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export const isEntryType = (value: string | undefined): value is EntryType => value === "project" || value === "agent";

/** Spec §4's steps, named as they appear in the URL (?step=). */
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

/**
 * Who fills the form in: a guest who registers with the entry (signup), a guest back from a social
 * sign-in (social: no password), or a member (only what the profile lacks).
 */
export type EntryFormKind = "signup" | "social" | "member";
export type EntryForm = `${EntryFormKind}-${EntryType}`;

export const formOf = (kind: EntryFormKind, type: EntryType): EntryForm => `${kind}-${type}`;
/** A draft belongs to a form, and a member form's to that member (a shared browser keeps them apart). */
export const draftKeyOf = (form: EntryForm, memberId?: number | null) => (form.startsWith("member-") && memberId ? `${form}#${memberId}` : form);
export const kindOf = (form: EntryForm) => form.slice(0, form.indexOf("-")) as EntryFormKind;
export const typeOf = (form: EntryForm) => form.slice(form.indexOf("-") + 1) as EntryType;

/** The steps that describe the person; a member's profile may already answer them. */
const PERSON = ["name", "birthday", "phone", "address"] as const satisfies readonly Step[];
const CAREER = [
  "working",
  "leave-date",
  "job",
  "job-type",
  "experience-years",
  "skills",
  "skill-experience-years",
  "contract",
  "experience",
] as const satisfies readonly Step[];

/**
 * A project entry starts from the project (when can you start, how often, for how much, where),
 * then the career; an agent entry starts from the career and keeps the conditions short.
 */
const PROJECT_STEPS: readonly Step[] = ["need", "start", "start-date", "work-days", "min-price", "work-location", "locations", ...CAREER, ...PERSON];
const AGENT_STEPS: readonly Step[] = ["need", ...CAREER, "start", "start-date", "remote-or-prefecture", "work-days", "min-price", ...PERSON];

const SEQUENCES: Record<EntryType, readonly Step[]> = { project: PROJECT_STEPS, agent: AGENT_STEPS };

/** Every step the form can show, in order, before any answer skips one. */
export function formSteps(form: EntryForm): Step[] {
  const kind = kindOf(form);
  const steps = SEQUENCES[typeOf(form)];
  switch (kind) {
    case "signup":
      return [...steps, "signup", "signup-and-entry"];
    case "social":
      // The provider vouched for the address: no password to choose, the address is confirmed at the end.
      return [...steps, "signup-and-entry"];
    case "member":
      // A member's wish (need) is asked on the confirmation step, so a complete profile applies in one step.
      return [...steps.filter((step) => step !== "need"), "confirm-and-entry"];
  }
}

const EXPERIENCE_STEPS = new Set<Step>(["experience-years", "skill-experience-years", "contract", "experience"]);

/** Whether the answers so far make `step` irrelevant (spec §4 next and back steps). */
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

/**
 * The steps this visitor walks, given the answers so far. `known`: steps a member's profile already
 * answers, left out of the member forms (they show on the confirmation step instead).
 */
export function entryPath(form: EntryForm, answers: EntryAnswers, known: ReadonlySet<Step> = new Set()): Step[] {
  return formSteps(form).filter((step) => !isSkipped(step, answers) && !known.has(step));
}

/**
 * The steps whose answers an entry sends (the confirmation and the agent's mail): the whole path with
 * the profile's answers too, and a member's wish, which the confirmation step asks.
 */
export function sentSteps(form: EntryForm, answers: EntryAnswers): Step[] {
  const path = entryPath(form, answers);
  return kindOf(form) === "member" ? ["need", ...path] : path;
}

export const isFinalStep = (step: Step) => step === "signup-and-entry" || step === "confirm-and-entry";

export type StepPosition = { step: Step; index: number; count: number; previous: Step | null; next: Step | null };

export function positionOf(path: Step[], step: Step): StepPosition | null {
  const index = path.indexOf(step);
  if (index === -1) return null;
  return { step, index, count: path.length, previous: path[index - 1] ?? null, next: path[index + 1] ?? null };
}

/**
 * The step to show when `requested` is asked for: itself when every step before it on the path is
 * answered, otherwise the first unanswered one (a URL cannot jump past what has not been asked).
 */
export function reachableStep(path: Step[], answered: ReadonlySet<Step>, requested: Step | null): Step {
  const firstOpen = path.find((step) => !answered.has(step) && !isFinalStep(step)) ?? path[path.length - 1];
  if (!requested || !path.includes(requested)) return firstOpen;
  return path.indexOf(requested) <= path.indexOf(firstOpen) ? requested : firstOpen;
}
