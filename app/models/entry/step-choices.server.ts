// The catalogues the entry steps choose from, sent with the page so they stay out of its scripts (decision 045).
import { ENTRY_JOB_TYPES, JOB_CATEGORIES } from "~/data/job-types";
import { PREFECTURES } from "~/data/prefectures";
import { SKILLS, type Skill } from "~/data/skills";
import type { EntryAnswers } from "./answers";
import type { Step } from "./steps";

export type StepChoices = {
  jobCategories?: string[];
  jobTypes?: Array<{ id: number; name: string; category: string }>;
  skills?: Skill[];
  prefectures?: Array<{ id: number; name: string }>;
};

export function stepChoices(steps: readonly Step[], answers: EntryAnswers): StepChoices {
  const asks = (...some: Step[]) => some.some((step) => steps.includes(step));
  return {
    jobCategories: asks("job") ? JOB_CATEGORIES : undefined,
    jobTypes: asks("job-type") ? ENTRY_JOB_TYPES.map(({ id, name, category }) => ({ id, name, category })) : undefined,
    // The years of each chosen skill name only those.
    skills: asks("skills") ? SKILLS : asks("skill-experience-years") ? SKILLS.filter((skill) => answers.skills?.includes(skill.id)) : undefined,
    prefectures: asks("address", "locations", "remote-or-prefecture") ? PREFECTURES.map(({ id, name }) => ({ id, name })) : undefined,
  };
}
