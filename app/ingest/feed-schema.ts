// One listing of an agent's feed in any format, and our JSON feed document (docs/feed-format.md).
// zod/v4 (inside zod 3.25) is used here for its JSON Schema generator; the forms keep zod 3.
import { z } from "zod/v4";

/** Limits per field: generous for real listings, small enough that one row cannot flood memory. */
export const FIELD_LIMITS = {
  reference: 100,
  title: 200,
  url: 2_000,
  short: 200,
  long: 20_000,
} as const;

const text = (max: number, description: string) =>
  z
    .string()
    .max(max, { error: `${max.toLocaleString("ja-JP")}文字以内にしてください` })
    .describe(description);
const textOrList = (description: string) =>
  z
    .union([text(FIELD_LIMITS.long, description), z.array(text(FIELD_LIMITS.short, description)).max(100)])
    .transform((value) => (Array.isArray(value) ? value.join("、") : value))
    .describe(description);
const optional = <T extends z.ZodType>(schema: T) => schema.optional();

export const FeedListingSchema = z
  .object({
    reference: z
      .union([z.string(), z.number().int().nonnegative()])
      .transform((v) => String(v).trim())
      .pipe(z.string().min(1, { error: "参照番号（reference）がありません" }).max(FIELD_LIMITS.reference, { error: "参照番号が長すぎます" }))
      .describe("The agent's own id for the listing; with the agent it identifies the listing across imports."),
    title: z
      .string({ error: "案件名（title）がありません" })
      .trim()
      .min(1, { error: "案件名（title）がありません" })
      .max(FIELD_LIMITS.title, { error: `案件名は${FIELD_LIMITS.title}文字以内にしてください` })
      .describe("The listing's title."),
    url: optional(
      z
        .string()
        .max(FIELD_LIMITS.url)
        .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), { error: "URL は http:// か https:// で始めてください" })
        .describe("The listing's page at the agent."),
    ),
    description: optional(text(FIELD_LIMITS.long, "Work content (the detail section).")),
    required_skills: optional(text(FIELD_LIMITS.long, "Required skills, free text.")),
    welcome_skills: optional(text(FIELD_LIMITS.long, "Welcome skills, free text.")),
    skills: optional(textOrList("Skill names, as a list or free text (JS, Golang, React.js ... are understood).")),
    price: optional(
      z
        .union([text(FIELD_LIMITS.short, "price"), z.number().positive()])
        .transform((v) => String(v))
        .describe("Price, free text: 月80万円, 70〜80万円, 時給5000円, 日額4万円, スキル見合い."),
    ),
    location: optional(text(FIELD_LIMITS.short, "Place: 東京都渋谷区, 渋谷駅, 大阪.")),
    workdays: optional(text(FIELD_LIMITS.short, "Days a week: 週3日〜, 週4-5日.")),
    remote: optional(text(FIELD_LIMITS.short, "Remote arrangement: フルリモート, 一部リモート, リモート可, 常駐.")),
    start: optional(text(FIELD_LIMITS.short, "Start: 即日, 相談, 2026年12月〜.")),
    working_hours: optional(text(FIELD_LIMITS.short, "Working hours: 10:00〜19:00.")),
    comment: optional(text(FIELD_LIMITS.long, "The agent's comment.")),
    job_types: optional(textOrList("Job types (職種) by name: バックエンドエンジニア, PM ...")),
    industry: optional(textOrList("Industries (業界) by name.")),
    characteristics: optional(textOrList("Features (特徴) by name: 服装自由, 副業OK ...")),
    published_at: optional(
      z
        .string()
        .refine((v) => v === "" || !Number.isNaN(Date.parse(v)), { error: "掲載日（published_at）を日付として読めません" })
        .describe("When the agent published it (ISO 8601 date or date-time); the import time when absent."),
    ),
    company_name: optional(text(FIELD_LIMITS.short, "The client company's name (checked against blocked contacts; not shown).")),
    contact_phone: optional(text(FIELD_LIMITS.short, "Contact phone (checked against blocked contacts; not shown).")),
    contact_email: optional(text(FIELD_LIMITS.short, "Contact e-mail (checked against blocked contacts; not shown).")),
  })
  .describe("One listing of an agent's feed.");

export type FeedListing = z.output<typeof FeedListingSchema>;
export const FEED_FIELDS = Object.keys(FeedListingSchema.shape) as Array<keyof FeedListing>;

export const FeedDocumentSchema = z
  .object({
    version: z.literal(1).describe("The format's version."),
    full: optional(z.boolean().describe("True when the feed holds every open listing of the agent: the ones missing are closed.")),
    generated_at: optional(z.string().describe("When the agent made the feed (ISO 8601).")),
    listings: z.array(z.unknown()).describe("The listings; each is validated on its own against FeedListing, so a bad one never blocks the rest."),
  })
  .describe("An agent's feed in our JSON format.");

export function feedJsonSchema() {
  const listing = z.toJSONSchema(FeedListingSchema, { io: "input" });
  const document = z.toJSONSchema(FeedDocumentSchema, { io: "input" }) as Record<string, unknown> & { properties: Record<string, unknown> };
  delete (listing as Record<string, unknown>).$schema;
  return {
    ...document,
    $id: "https://freelance-search.example.jp/schemas/feed-v1.json",
    title: "Agent feed",
    properties: { ...document.properties, listings: { type: "array", items: { $ref: "#/$defs/FeedListing" } } },
    $defs: { FeedListing: listing },
  };
}
