// The listing rules of rules.ts as Kysely expressions: `.where(openListing)`.
import { expressionBuilder } from "kysely";
import { DeleteFlag, ProjectOpenState } from "~/constants";
import type { Database } from "~/db/schema";

const eb = expressionBuilder<Database, "projects">();

/** A closed listing keeps its page, a deleted one has none. */
export const notDeletedListing = eb("projects.delete_flag", "=", DeleteFlag.notDeleted);

/** As isOpenListing: what visitors can find and apply to. */
export const openListing = eb.and([eb("projects.open_state", "=", ProjectOpenState.open), notDeletedListing]);
