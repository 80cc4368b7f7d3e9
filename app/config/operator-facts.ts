// The operator's facts as pages show them, apart from their rules (operator.ts) so pages carry no zod.
import { formatMonth, yen } from "~/utils/format";
import type { Language } from "~/utils/language";
import type { Operator } from "./operator";

/** The facts as a page in `language` shows them; also the values the legal texts fill in ({{company}} …). */
export function operatorFacts({ demo, company, contacts }: Pick<Operator, "demo" | "company" | "contacts">, language: Language) {
  return {
    demo,
    company: company.name[language],
    // 〒 and the code first in Japanese; in English the code ends the address.
    address: language === "ja" ? `〒${company.postalCode} ${company.address.ja}` : `${company.address.en} ${company.postalCode}`,
    representative: company.representative[language],
    founded: company.founded ? formatMonth(company.founded, language) : null,
    capital: company.capitalYen ? yen(company.capitalYen, language, true) : null,
    business: company.business[language],
    supportEmail: contacts.support,
    privacyEmail: contacts.privacy,
    entryDeskEmail: contacts.entryDesk,
    pressEmail: contacts.press,
    phone: contacts.phone ?? null,
    hours: contacts.hours[language],
  };
}

export type OperatorFacts = ReturnType<typeof operatorFacts>;
