// Blocked contacts, compared in a normal form: 03-1234-5678 = 0312345678, 株式会社 サンプル = (株)サンプル = サンプル.
import { BlockedContactType } from "~/constants";

export type ContactType = (typeof BlockedContactType)[keyof typeof BlockedContactType];
export type Contacts = { phone?: string; email?: string; ip?: string; companyName?: string };

const COMPANY_FORMS = /株式会社|有限会社|合同会社|\(株\)|\(有\)|\(同\)|inc\.?|co\.,?\s*ltd\.?|ltd\.?|llc/g;

export function normalizeContact(type: number, value: string): string {
  const text = value.normalize("NFKC").trim().toLowerCase();
  switch (type) {
    case BlockedContactType.phoneNumber:
      return text.replace(/^\+81/, "0").replace(/\D/g, "");
    case BlockedContactType.companyName:
      return text.replace(COMPANY_FORMS, "").replace(/[\s\p{P}]/gu, "");
    default:
      return text;
  }
}

export class BlockList {
  private values = new Map<number, Set<string>>();

  constructor(rows: Array<{ contact_type: number; value: string }>) {
    for (const row of rows) {
      const value = normalizeContact(row.contact_type, row.value);
      if (!value) continue;
      if (!this.values.has(row.contact_type)) this.values.set(row.contact_type, new Set());
      this.values.get(row.contact_type)!.add(value);
    }
  }

  match(contacts: Contacts): ContactType | undefined {
    const candidates: Array<[ContactType, string | undefined]> = [
      [BlockedContactType.phoneNumber, contacts.phone],
      [BlockedContactType.email, contacts.email],
      [BlockedContactType.ip, contacts.ip],
      [BlockedContactType.companyName, contacts.companyName],
    ];
    for (const [type, value] of candidates) {
      if (!value) continue;
      const normalized = normalizeContact(type, value);
      if (normalized && this.values.get(type)?.has(normalized)) return type;
    }
    return undefined;
  }
}

export const CONTACT_TYPE_LABEL: Record<ContactType, string> = {
  [BlockedContactType.phoneNumber]: "電話番号",
  [BlockedContactType.email]: "メールアドレス",
  [BlockedContactType.ip]: "IP アドレス",
  [BlockedContactType.companyName]: "会社名",
};
