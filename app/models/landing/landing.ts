// Landing pages: which address shows which copy, where its input form is, and which are indexed.
import { CASE_NOTE, LANDING_PAGES, LP5_CASES, LP5_REVISIONS, type LandingCase, type LandingCopy } from "~/data/landing-pages";

export type LandingKey = keyof typeof LANDING_PAGES;
/** Every page but 5, which has its own addresses. */
export const SIMPLE_LANDING_KEYS = ["1", "2", "3", "4", "6", "7"] as const;
export const LP5_REVISION_IDS = [1, 2, 3, 4] as const;
export const CASE_REVISION_IDS = [1, 2] as const;

export type Landing =
  | { kind: "page"; key: LandingKey; copy: LandingCopy; indexable: boolean; path: string; inputPath: string }
  | { kind: "campaign"; revision: number; copy: LandingCopy; indexable: false; path: string; inputPath: string }
  | { kind: "case"; caseId: number; revision: number; story: LandingCase; copy: LandingCopy; note: string; indexable: false; path: string; inputPath: string };

/** Registers a visitor from a page with no input form of its own. */
export const SHARED_INPUT_PATH = "/lp/6/input/";

export function simpleLanding(key: string | undefined): Landing | null {
  const found = SIMPLE_LANDING_KEYS.find((k) => k === key);
  if (!found) return null;
  const { evergreen, ...copy } = LANDING_PAGES[found];
  return { kind: "page", key: found, copy, indexable: evergreen, path: `/lp/${found}/`, inputPath: SHARED_INPUT_PATH };
}

/** Rev 1 is the base copy. */
export function campaignLanding(variant: string | undefined): Landing | null {
  const match = /^all(?:-(\d+))?$/.exec(variant ?? "");
  if (!match) return null;
  const revision = match[1] === undefined ? 1 : Number(match[1]);
  if (!(LP5_REVISION_IDS as readonly number[]).includes(revision) || (match[1] !== undefined && String(revision) !== match[1])) return null;
  const { evergreen: _campaign, ...base } = LANDING_PAGES["5"];
  const copy = revision === 1 ? base : { ...base, ...LP5_REVISIONS[revision as 2 | 3 | 4] };
  return { kind: "campaign", revision, copy, indexable: false, path: `/lp/5/${variant}/`, inputPath: `/lp/5/all-${revision}/input/` };
}

export function caseLanding(param: string | undefined): Landing | null {
  const match = /^([1-9]\d{0,3})(?:-([1-9]\d{0,3}))?$/.exec(param ?? "");
  if (!match) return null;
  const story = LP5_CASES.find((c) => String(c.id) === match[1]);
  const revision = match[2] === undefined ? 1 : Number(match[2]);
  if (!story || !(CASE_REVISION_IDS as readonly number[]).includes(revision) || (match[2] !== undefined && String(revision) !== match[2])) return null;
  const { evergreen: _campaign, ...base } = LANDING_PAGES["5"];
  const copy: LandingCopy = {
    ...base,
    title: story.title,
    description: story.description,
    eyebrow: `${story.person.job}・${story.person.age}の事例`,
    headline: story.revisions[revision as 1 | 2].headline,
    lead: story.revisions[revision as 1 | 2].lead,
    listingsHeading: story.listingsHeading,
    filters: story.filters,
  };
  return {
    kind: "case",
    caseId: story.id,
    revision,
    story,
    copy,
    note: CASE_NOTE,
    indexable: false,
    path: `/lp/5/case/${param}/`,
    inputPath: `/lp/5/case/${story.id}-${revision}/input/`,
  };
}

/** Only /lp/6/input/, /lp/5/all-{rev}/input/ and /lp/5/case/{id}-{rev}/input/ exist. */
export function inputLanding(path: { page?: string; variant?: string; caseParam?: string }): Landing | null {
  if (path.page !== undefined) return path.page === "6" ? simpleLanding("6") : null;
  if (path.variant !== undefined) return /^all-\d+$/.test(path.variant) ? campaignLanding(path.variant) : null;
  if (path.caseParam !== undefined) return /^\d+-\d+$/.test(path.caseParam) ? caseLanding(path.caseParam) : null;
  return null;
}

export const INDEXABLE_LANDING_PATHS = SIMPLE_LANDING_KEYS.filter((key) => LANDING_PAGES[key].evergreen).map((key) => `/lp/${key}/`);

export const LANDING_LISTINGS = 6;
