// The profile's edit pages (issue 16), each a group of the entry forms' steps (models/entry), so the
// profile and the entry forms ask the same questions with the same rules and fill the same columns.
// A step that applies only after another answer (退職日 after 離職中, 開始日 after 日付指定) is checked
// only when it applies (sectionSchema in schemas.ts).
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
