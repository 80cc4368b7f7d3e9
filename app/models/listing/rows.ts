// A listing's rows as the schema types them, and its terms under the names the pages and the
// ingest give them. Derived from app/db/schema.ts, so a column changes in one place.
import type { Selectable } from "kysely";
import type { Project, ProjectDetailTable, ProjectLinkTable, ProjectSkillTable } from "~/db/schema";

export type ListingDetailRow = Selectable<ProjectDetailTable>;
export type ListingSkillRow = Selectable<ProjectSkillTable>;
/** A row of project_job_types, project_industries or project_characteristics. */
export type ListingLinkRow = Selectable<ProjectLinkTable>;

/** Price and working terms, camel-cased from the projects columns. */
export type ListingTerms = {
  priceMin: Project["price_min"];
  priceMax: Project["price_max"];
  priceUnit: Project["price_unit"];
  workdaysMin: Project["workdays_min"];
  workdaysMax: Project["workdays_max"];
  remoteType: Project["remote_type"];
};
