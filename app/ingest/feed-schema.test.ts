import fs from "node:fs";
import { expect, it } from "vitest";
import { feedJson, generateFeedRows } from "~/seed/feed";
import { FeedDocumentSchema, FeedListingSchema, feedJsonSchema } from "./feed-schema";

it("docs/feed-schema.json is the schema generated from the zod definitions (npm run feed:schema)", () => {
  expect(JSON.parse(fs.readFileSync("docs/feed-schema.json", "utf8"))).toEqual(JSON.parse(JSON.stringify(feedJsonSchema())));
});

it("the example feed of docs/feed-format.md is valid", () => {
  const doc = fs.readFileSync("docs/feed-format.md", "utf8");
  const example = JSON.parse(doc.match(/```json\n([\s\S]*?)```/)![1]);
  expect(FeedDocumentSchema.parse(example).listings.every((l) => FeedListingSchema.safeParse(l).success)).toBe(true);
});

it("generated demo feeds are valid", () => {
  const feed = JSON.parse(feedJson(generateFeedRows(20)));
  expect(feed.listings.every((l: unknown) => FeedListingSchema.safeParse(l).success)).toBe(true);
});
