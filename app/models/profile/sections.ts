// The profile's edit pages, each a group of entry steps, so both ask the same questions with the same rules (decision 014).
import type { Step } from "~/models/entry/steps";

export const PROFILE_SECTIONS = {
  basic: { path: "/users/profile/edit/", steps: ["name", "birthday", "phone", "address"] },
  working: {
    path: "/users/profile/working/edit/",
    steps: ["work-days", "start", "start-date", "contract", "remote-or-prefecture", "min-price", "job-type", "skills"],
  },
  career: { path: "/users/profile/career/edit/", steps: ["working", "leave-date", "experience-years", "experience"] },
} as const satisfies Record<string, { path: string; steps: readonly Step[] }>;
export type ProfileSectionId = keyof typeof PROFILE_SECTIONS;
