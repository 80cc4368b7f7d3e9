// The loader and action the three entry form routes share (guest, social, member). A screen is named
// in its URL by its first step (?step=need).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import type { Submission } from "@conform-to/react";
import { getProjectDetail } from "~/models/project-detail.server";
import { getProjectCards, type ProjectCard } from "~/models/project.server";
import { similarProjectIds } from "~/search/related.server";
import { hashPassword } from "~/models/account/password.server";
import { mailMagazineUserOf } from "~/models/account/account.server";
import { getSession, getUser, withCookies } from "~/models/account/session.server";
import { findUserByEmail, isMember, type User } from "~/models/account/user.server";
import { enabledSocialProviders, SOCIAL_PROVIDERS, isSocialProvider } from "~/models/account/social.server";
import { isRobot } from "~/utils/form-reply.server";
import { PASSWORD_FIELDS } from "~/models/account/form-names";
import { UserKind } from "~/constants";
import { pageNotFound } from "~/utils/http.server";
import { readFormData } from "~/utils/form-body.server";
import type { EntryAnswers } from "~/models/entry/answers";
import { loadDraft, saveDraft } from "~/models/entry/draft.server";
import { appliedKeys, loadTarget, submitEntry, targetKeysOf, type EntryTarget, type TargetProject } from "~/models/entry/entry.server";
import {
  entryAlreadyPath,
  entryCompletePath,
  entryFormPath,
  entrySigninPath,
  FIRST_ENTRY_COMPLETE_PATH,
  targetKey,
  type TargetRef,
} from "~/models/entry/links";
import { readProfileAnswers } from "~/models/entry/profile.server";
import { answeredSteps, isAnswered, stepSchema, stepsSchema, stepValues } from "~/models/entry/step-fields";
import {
  draftKeyOf,
  entryPath,
  formOf,
  formSteps,
  sentSteps,
  isFinalStep,
  isStep,
  reachableScreen,
  screenOf,
  screenPosition,
  screensOf,
  type EntryForm,
  type EntryFormKind,
  type EntryType,
  type Step,
} from "~/models/entry/steps";
import { stepChoices } from "~/models/entry/step-choices.server";
import { summarize } from "~/models/entry/summary";
import { parseTarget, signupAppTypeOf } from "~/models/entry/target";
import { formatPrice } from "~/utils/format";
import { translatorFor } from "~/utils/i18n";
import { languageFromCookieHeader, type Language } from "~/utils/language";
import { isLpEntry } from "~/models/landing/lp-entry.server";

type RouteArgs = Pick<LoaderFunctionArgs, "request" | "params">;

type FormContext = {
  state: "form";
  kind: EntryFormKind;
  form: EntryForm;
  draftKey: string;
  ref: TargetRef;
  target: EntryTarget;
  excluded: { closed: number; applied: number };
  member: User | null;
  answers: EntryAnswers;
  draft: EntryAnswers;
  path: Step[];
  known: Set<Step>;
  screens: Step[][];
  step: Step;
  socialProvider: string | null;
};

type ClosedContext = { state: "closed"; kind: EntryFormKind; type: EntryType; project: TargetProject };
type TooManyContext = { state: "tooMany"; kind: EntryFormKind; type: EntryType; count: number };

async function entryContext(kind: EntryFormKind, { request, params }: RouteArgs): Promise<FormContext | ClosedContext | TooManyContext> {
  const url = new URL(request.url);
  const parsed = parseTarget(params.type, params.id, url.searchParams);
  if (!parsed.ok && parsed.reason === "notFound") throw pageNotFound();
  const type = params.type as EntryType;
  const { ref } = parsed;
  const user = await getUser(request);
  const member = isMember(user) ? user : null;
  // A member uses the member form; anyone else the sign-up one.
  if (kind === "member" && !member) throw redirect(entryFormPath("signup", ref));
  if (kind !== "member" && member) throw redirect(entryFormPath("member", ref));
  let socialProvider: string | null = null;
  let socialEmail: string | undefined;
  if (kind === "social") {
    const pending = (await getSession(request)).get("socialPending");
    if (!pending || !isSocialProvider(pending.provider)) throw redirect(entryFormPath("signup", ref));
    socialProvider = SOCIAL_PROVIDERS[pending.provider].label;
    socialEmail = pending.email || undefined;
  }
  if (!parsed.ok) return { state: "tooMany", kind, type, count: parsed.count };

  const found = await loadTarget(ref);
  if (!found) throw pageNotFound();
  const open = found.projects.filter((p) => !p.closed);
  if (type === "project" && open.length === 0) return { state: "closed", kind, type, project: found.projects[0] };
  let target: EntryTarget = { ...found, projects: open };
  const applied = member ? await appliedKeys(member.id, targetKeysOf(target)) : new Set<string>();
  if (applied.size > 0 && applied.size === targetKeysOf(target).length) throw redirect(entryAlreadyPath(ref));
  target = { ...target, projects: open.filter((p) => !applied.has(targetKey("project", p.id))) };

  const form = formOf(kind, type);
  const draftKey = draftKeyOf(form, member?.id);
  const draft = await loadDraft(request, draftKey);
  const profile = member ? await readProfileAnswers(member.id) : {};
  const known = member ? answeredSteps(formSteps(form), profile) : new Set<Step>();
  const answers: EntryAnswers = { ...profile, ...draft };
  if (kind === "social" && answers.email === undefined) answers.email = socialEmail;
  const path = entryPath(form, answers, known);
  const screens = screensOf(form, answers, known);
  const requested = url.searchParams.get("step");
  const step = reachableScreen(screens, path, answeredSteps(path, answers), isStep(requested) ? requested : null);
  if (requested !== null && requested !== step) throw redirect(entryFormPath(kind, ref, step));
  return {
    state: "form",
    kind,
    form,
    draftKey,
    ref,
    target,
    member,
    answers,
    draft,
    path,
    known,
    screens,
    step,
    socialProvider,
    excluded: { closed: found.projects.length - open.length, applied: applied.size },
  };
}

function pageKeys(context: FormContext, steps: Step[]) {
  const { ref, target, form } = context;
  const titleKey =
    ref.type === "project" ? (target.projects.length > 1 ? "title.projects" : "title.project") : target.agent ? "title.agent" : "title.consultation";
  const final = steps.find(isFinalStep);
  // The final screen's question says what is sent, the others' what they ask together.
  const questionKey = final ? `steps.${final}.title` : `screens.${screenOf(steps[0])}.title`;
  const consultation = ref.type === "agent" && !target.agent;
  const submitKey = !final
    ? "buttons.next"
    : final === "confirm-and-entry"
      ? consultation
        ? "buttons.consultationConfirm"
        : "buttons.confirmAndEntry"
      : consultation
        ? "buttons.consultationSubmit"
        : "buttons.signupAndEntry";
  return { titleKey, questionKey, submitKey, signupAppType: signupAppTypeOf(form) };
}

/** Worded on the server where it can be. The password hash never leaves the server. */
function pageData(context: FormContext, language: Language) {
  const { kind, form, draftKey, ref, target, answers, path, screens, step, excluded, socialProvider } = context;
  const position = screenPosition(screens, step)!;
  const { passwordHash: _hidden, ...shown } = answers;
  const t = translatorFor(language);
  const now = new Date();
  const summary = position.steps.some(isFinalStep)
    ? summarize(
        sentSteps(form, answers).filter((s) => !position.steps.includes(s)),
        answers,
        ref.type,
        (key, options) => t(key, { ns: "entry", ...options }),
        now,
      ).map((row) => ({ ...row, editUrl: path.includes(row.step) ? entryFormPath(kind, ref, row.step) : null }))
    : [];
  return {
    state: "form" as const,
    kind,
    draftKey,
    type: ref.type,
    target: {
      projects: target.projects.map((p) => ({
        id: p.id,
        title: p.title,
        agentName: p.agentName,
        price: formatPrice(p.priceMin, p.priceMax, p.priceUnit, language) ?? t("listing:project.priceUnknown"),
      })),
      agent: target.agent,
    },
    excluded,
    step,
    steps: position.steps,
    ...pageKeys(context, position.steps),
    screens: screens.map((screen) => screenOf(screen[0])),
    index: position.index,
    count: position.count,
    actionUrl: entryFormPath(kind, ref, step),
    backUrl: position.previous ? entryFormPath(kind, ref, position.previous[0]) : null,
    values: Object.assign({}, ...position.steps.map((s) => stepValues(s, answers))) as Record<string, string | string[] | undefined>,
    answers: shown,
    choices: stepChoices(position.steps, answers),
    summary,
    signinUrl: kind === "signup" ? entrySigninPath(ref) : null,
    socialRedirect: kind === "signup" ? entryFormPath("social", ref) : null,
    providers: kind === "signup" && position.index === 0 ? enabledSocialProviders() : [],
    socialProvider,
    now: now.toISOString(),
  };
}

export type EntryFormData = ReturnType<typeof pageData>;
export type EntryClosedData = { state: "closed"; project: TargetProject; similar: Promise<ProjectCard[]>; now: string };
export type EntryTooManyData = { state: "tooMany"; kind: EntryFormKind; type: EntryType; count: number };

export async function entryFormLoader(kind: EntryFormKind, args: LoaderFunctionArgs) {
  const context = await entryContext(kind, args);
  if (context.state === "tooMany")
    return data({ state: "tooMany", kind, type: context.type, count: context.count } satisfies EntryTooManyData, { status: 400 });
  if (context.state === "closed") {
    const detail = await getProjectDetail(context.project.id);
    const similar = detail ? similarProjectIds(detail).then(getProjectCards) : Promise.resolve([]);
    return data({ state: "closed", project: context.project, similar, now: new Date().toISOString() } satisfies EntryClosedData);
  }
  return data(pageData(context, languageFromCookieHeader(args.request.headers.get("Cookie"))));
}

const reply = (submission: Submission<unknown>, status: number, errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}) =>
  data({ result: submission.reply({ ...errors, hideFields: PASSWORD_FIELDS }) }, { status });

export async function entryFormAction(kind: EntryFormKind, args: ActionFunctionArgs) {
  const { request, context: loadContext } = args;
  const formData = await readFormData(request);
  const context = await entryContext(kind, args);
  // A closed listing or too many projects: the page (GET) says so.
  if (context.state !== "form") {
    const url = new URL(request.url);
    throw redirect(url.pathname + url.search, 303);
  }
  const { form, draftKey, ref, step, path, answers, draft, member, target, known, screens } = context;
  // The posted screen must be the one the URL shows: a tampered or stale one goes back to the right one.
  if (formData.get("step") !== step) throw redirect(entryFormPath(kind, ref, step), 303);
  const { steps, previous } = screenPosition(screens, step)!;
  const now = new Date();
  const stepContext = { kind, type: ref.type, answers, now };

  if (formData.get("intent") === "back") {
    // What was already right on this screen is kept for the way back (a password never is).
    const kept = steps.filter((s) => s !== "signup" && !isFinalStep(s)).map((s) => parseWithZod(formData, { schema: stepSchema(s, stepContext) }));
    const valid = Object.assign({}, ...kept.flatMap((result) => (result.status === "success" ? [result.value] : []))) as EntryAnswers;
    const setCookie = Object.keys(valid).length > 0 ? await saveDraft(request, draftKey, { ...draft, ...valid }) : null;
    return redirect(entryFormPath(kind, ref, previous?.[0] ?? step), { status: 303, headers: setCookie ? { "Set-Cookie": setCookie } : undefined });
  }

  const submission = parseWithZod(formData, { schema: stepsSchema(steps, stepContext) });
  if (submission.status !== "success") return reply(submission, 400);
  if (isRobot(formData)) return reply(submission, 400, { formErrors: ["errors.honeypot"] });

  let given: EntryAnswers = submission.value as EntryAnswers;
  if (steps.includes("signup")) {
    const { password, ...rest } = submission.value as EntryAnswers & { email: string; password: string };
    const holder = await findUserByEmail(rest.email);
    if (holder?.kind === UserKind.member) return reply(submission, 409, { fieldErrors: { email: ["errors.emailRegistered"] } });
    if (holder && holder.id !== (await mailMagazineUserOf(request))) return reply(submission, 409, { fieldErrors: { email: ["errors.emailIsMailMagazine"] } });
    given = { ...rest, passwordHash: await hashPassword(password) };
  }

  if (!steps.some(isFinalStep)) {
    const nextDraft = { ...draft, ...given };
    const setCookie = await saveDraft(request, draftKey, nextDraft);
    // The answers may change the screens ahead (a member's profile may answer all of one).
    const ahead = screenPosition(screensOf(form, { ...answers, ...given }, known), step)?.next;
    return redirect(entryFormPath(kind, ref, ahead?.[0] ?? step), { status: 303, headers: setCookie ? { "Set-Cookie": setCookie } : undefined });
  }

  const complete = { ...answers, ...given };
  const unanswered = path.find((s) => !isFinalStep(s) && !isAnswered(s, complete));
  if (unanswered) throw redirect(entryFormPath(kind, ref, unanswered), 303);
  const social = kind === "social" ? (await getSession(request)).get("socialPending") : undefined;
  const fromLanding = ref.type === "project" && (await isLpEntry(request, ref));
  const outcome = await submitEntry({ request, ip: loadContext.clientIp as string, form, draftKey, target, answers: complete, member, social, fromLanding });
  if (!outcome.ok) {
    switch (outcome.reason) {
      case "already":
        throw redirect(entryAlreadyPath(ref), 303);
      case "blocked":
        return reply(submission, 403, { formErrors: ["errors.refused"] });
      case "rateLimited":
        return reply(submission, 429, { formErrors: ["errors.tooManyAttempts"] });
      case "emailTaken":
      case "emailIsMailMagazine": {
        const message = outcome.reason === "emailTaken" ? "errors.emailRegistered" : "errors.emailIsMailMagazine";
        return reply(submission, 409, { fieldErrors: { email: [message] } });
      }
    }
  }
  const headers = withCookies(outcome.setCookie ? [outcome.setCookie] : []);
  return redirect(outcome.first ? FIRST_ENTRY_COMPLETE_PATH : entryCompletePath(ref), { status: 303, headers });
}
