// A listing's rows and terms, derived from app/db/schema.ts so a column changes in one place.
import type { Selectable } from "kysely";
import type { Project, ProjectDetailTable, ProjectLinkTable, ProjectSkillTable } from "~/db/schema";

export type ListingDetailRow = Selectable<ProjectDetailTable>;
export type ListingSkillRow = Selectable<ProjectSkillTable>;
export type ListingLinkRow = Selectable<ProjectLinkTable>;

export type ListingTerms = {
  priceMin: Project["price_min"];
  priceMax: Project["price_max"];
  priceUnit: Project["price_unit"];
  workdaysMin: Project["workdays_min"];
  workdaysMax: Project["workdays_max"];
  remoteType: Project["remote_type"];
};
