// The operator's facts (decision 044): the one source for 運営会社 (/legal/4/), the legal texts, the
// footer and the mails, so they agree. operator.server.ts loads and checks them.
import { z } from "zod";

const text = z.string().trim().min(1, "must not be empty");
const localized = z.object({ ja: text, en: text }).strict();
const email = z.string().email("must be an email address");

const relatedServiceSchema = z
  .object({
    name: localized,
    description: localized,
    /** Its site; without one the footer names the service without a link (the demo's are fictitious). */
    url: z
      .string()
      .url("must be a URL")
      .refine((value) => value.startsWith("https://"), "must start with https://")
      .optional(),
  })
  .strict();

const operatorSchema = z
  .object({
    /** The repository's fictitious operator: every page and mail that shows these facts says so. */
    demo: z.boolean({ required_error: "must be true or false" }),
    company: z
      .object({
        name: localized,
        postalCode: z.string().regex(/^\d{3}-\d{4}$/, "must be a postal code like 101-0047"),
        /** Without the postal code, which the pages put where each language has it. */
        address: localized,
        representative: localized,
        founded: z
          .string()
          .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a year and month like 2019-04")
          .optional(),
        capitalYen: z.number().int().positive().optional(),
        business: z.object({ ja: z.array(text).min(1), en: z.array(text).min(1) }).strict(),
      })
      .strict(),
    contacts: z
      .object({
        support: email,
        privacy: email,
        /** Receives career consultations and applications to agents that have no address of their own. */
        entryDesk: email,
        press: email,
        phone: z
          .string()
          .regex(/^0\d{1,4}-\d{1,4}-\d{4}$/, "must be a phone number like 03-1234-5678")
          .optional(),
        /** When the desks answer: the privacy policy quotes it. */
        hours: localized,
      })
      .strict(),
    relatedServices: z.array(relatedServiceSchema),
  })
  .strict();

export type Operator = z.infer<typeof operatorSchema>;
type RelatedService = z.infer<typeof relatedServiceSchema>;
export type RelatedServices = { demo: boolean; services: RelatedService[] };

/** The facts, checked, or an error naming every bad field. */
export function parseOperator(source: unknown, origin: string): Operator {
  const parsed = operatorSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "(the whole file)"}: ${issue.message}`);
  throw new Error(`Bad operator facts in ${origin}:\n${problems.join("\n")}`);
}
