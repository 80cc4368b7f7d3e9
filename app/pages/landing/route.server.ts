// The loaders and action the landing routes share. The input form applies to a chosen listing through
// the entry flow, or registers the visitor without one.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getProjectCards } from "~/models/project.server";
import { getUser } from "~/models/account/session.server";
import { isMember } from "~/models/account/user.server";
import { SIGNUP_FORM_CONSTRAINTS, signupFormAction } from "~/pages/account/signup.server";
import { entryStartPath } from "~/models/entry/links";
import { readFormData } from "~/utils/form-body.server";
import { pageNotFound } from "~/utils/http.server";
import type { Landing } from "~/models/landing/landing";
import { landingListings, lpRedirectTest } from "~/pages/landing/landing.server";
import { markLpEntry } from "~/models/landing/lp-entry.server";

export async function landingPageLoader(request: Request, landing: Landing | null) {
  if (!landing) throw pageNotFound();
  await lpRedirectTest(request);
  return { landing, cards: await landingListings(landing), now: new Date().toISOString() };
}

const projectId = z.coerce.number().int().positive().max(2_147_483_647);

async function chosenProject(value: FormDataEntryValue | string | null) {
  const parsed = projectId.safeParse(value);
  if (!parsed.success) return null;
  const [card] = await getProjectCards([parsed.data]);
  return card && !card.closed ? card : null;
}

export async function landingInputLoader({ request }: LoaderFunctionArgs, landing: Landing | null) {
  if (!landing) throw pageNotFound();
  const url = new URL(request.url);
  const requested = url.searchParams.get("project");
  const project = requested === null ? null : await chosenProject(requested);
  const member = isMember(await getUser(request));
  // Nothing to register for: a member without a chosen listing goes to the profile.
  if (member && !project) throw redirect("/users/profile/");
  return { landing, project, projectGone: requested !== null && !project, member, now: new Date().toISOString(), ...SIGNUP_FORM_CONSTRAINTS };
}

export async function landingInputAction(args: ActionFunctionArgs, landing: Landing | null) {
  if (!landing) throw pageNotFound();
  const { request } = args;
  // The sign-up form's own action reads the body again: look at a copy first.
  const form = await readFormData(request.clone());
  if (form.get("intent") !== "apply") return signupFormAction(args);
  const project = await chosenProject(form.get("project"));
  if (!project) return data({ applyError: "landing:projectGone" }, { status: 400 });
  const ref = { type: "project" as const, id: project.id };
  const setCookie = await markLpEntry(request, ref);
  return redirect(entryStartPath(isMember(await getUser(request)), ref), { status: 303, headers: { "Set-Cookie": setCookie } });
}
