// The stored duplicate keys written again by the vocabulary's reading of titles, so an import finds
// the listings already here.
import type { Kysely, Migration } from "kysely";
import { storeEveryListingsKeys } from "~/models/listing/grouping-keys.server";

export const duplicateKeysReadWithVocabulary: Migration = {
  async up(db: Kysely<any>) {
    await storeEveryListingsKeys(db);
  },
};
