// npm run regroup — every listing's look-alike keys written anew and every open listing regrouped
// (decision 024): after the rules change, or to check a database.
import { openDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { regroupEveryListing } from "~/models/listing/regroup-every-listing.server";
import { createPhasedProgress } from "./progress";

const database = openDatabase();
const started = Date.now();
try {
  await migrate(database);
  const result = await regroupEveryListing(database.db, createPhasedProgress("regroup"));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `regrouped ${result.listings.toLocaleString("en-US")} listings in ${seconds}s: ${result.groups.toLocaleString("en-US")} projects posted by several agents ` +
      `(${result.grouped.toLocaleString("en-US")} listings), ${result.changed.toLocaleString("en-US")} rows changed, ${result.commonKeys.toLocaleString("en-US")} keys too common to narrow`,
  );
} finally {
  await database.close();
}
