// Duplicate grouping now reads titles through the shared vocabulary (WMS = 倉庫管理システム, seats and
// phases apart from the subject): the stored keys are written again by the new reading, so an import
// finds the listings already here. `npm run regroup` then regroups them by the new rules.
import type { Kysely, Migration } from "kysely";
import { storeEveryListingsKeys } from "~/models/listing/grouping-keys.server";

export const duplicateKeysReadWithVocabulary: Migration = {
  async up(db: Kysely<any>) {
    await storeEveryListingsKeys(db);
  },
};
