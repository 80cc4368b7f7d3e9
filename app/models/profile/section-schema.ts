// The schema of a profile edit page (issue 16), shared by the browser (Conform) and the server: the
// section's entry steps, with gender on the basic page, education and qualifications on the career
// page, and further job types and stations on the working page.
import { z } from "zod";
import { careerExtrasSchema, genderSchema, workingExtrasSchema } from "./extras";
import { stepSchema } from "~/models/entry/step-fields";
import { sectionSchema, type ProfileSectionId } from "./sections";

/**
 * `savedSkills`: the skills the member had when the page was drawn. The conditions page shows their
 * years (the entry form's skill-experience-years step); a skill checked anew gets its years on the
 * next visit.
 */
export function profileFormSchema(id: ProfileSectionId, now: Date, savedSkills: number[] = []) {
  const section = sectionSchema(id, now);
  if (id === "basic") return z.intersection(section, genderSchema);
  if (id === "career") return z.intersection(section, careerExtrasSchema(now));
  const working = z.intersection(section, workingExtrasSchema);
  if (savedSkills.length === 0) return working;
  return z.intersection(working, stepSchema("skill-experience-years", { kind: "member", type: "agent", answers: { skills: savedSkills }, now }));
}
