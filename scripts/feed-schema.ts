// npm run feed:schema — writes docs/feed-schema.json from the zod schema that validates feeds
// (app/ingest/feed-schema.ts). A unit test fails when the committed file is out of date.
import fs from "node:fs";
import { feedJsonSchema } from "~/ingest/feed-schema";

const FEED_SCHEMA_FILE = "docs/feed-schema.json";
fs.writeFileSync(FEED_SCHEMA_FILE, `${JSON.stringify(feedJsonSchema(), null, 2)}\n`);
console.log(`wrote ${FEED_SCHEMA_FILE}`);
