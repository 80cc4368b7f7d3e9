// JobPosting structured data for a listing (Google's job-posting rules: title, description,
// datePosted, validThrough, hiringOrganization, jobLocation or TELECOMMUTE with an applicant
// location, baseSalary with a unit). Closed listings carry none.
import { PriceUnit, RemoteType } from "~/constants";

const UNIT_TEXT: Record<number, string> = { [PriceUnit.year]: "YEAR", [PriceUnit.month]: "MONTH", [PriceUnit.day]: "DAY", [PriceUnit.hour]: "HOUR" };
const VALID_DAYS = 30;

export type JobPostingInput = {
  id: number;
  title: string;
  detail: string;
  required_skill: string;
  welcome_skill: string;
  publishedAt: string;
  agentName: string;
  agentUrl: string;
  agentRef: string;
  remoteType: number;
  prefectureName: string | null;
  location: string;
  priceMin: number | null;
  priceMax: number | null;
  priceUnit: number;
};

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const paragraphs = (text: string) => escapeHtml(text).replace(/\n/g, "<br>");

export function jobPosting(p: JobPostingInput, origin: string, now = new Date()) {
  const posted = new Date(p.publishedAt);
  const validThrough = new Date(Math.max(posted.getTime(), now.getTime()) + VALID_DAYS * 86_400_000);
  const amount = p.priceMax ?? p.priceMin;
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: p.title.replace(/^【[^】]*】/, "").trim() || p.title,
    description: `<p>${paragraphs(p.detail)}</p><h3>必須スキル</h3><p>${paragraphs(p.required_skill)}</p>${p.welcome_skill ? `<h3>歓迎スキル</h3><p>${paragraphs(p.welcome_skill)}</p>` : ""}`,
    identifier: { "@type": "PropertyValue", name: p.agentName, value: p.agentRef },
    datePosted: posted.toISOString(),
    validThrough: validThrough.toISOString(),
    employmentType: "CONTRACTOR",
    hiringOrganization: { "@type": "Organization", name: p.agentName, ...(p.agentUrl ? { sameAs: p.agentUrl } : {}) },
    ...(p.remoteType === RemoteType.fullRemote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "JP" } }
      : {}),
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressRegion: p.prefectureName ?? "", addressLocality: p.location, addressCountry: "JP" },
    },
    ...(amount != null
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "JPY",
            value: {
              "@type": "QuantitativeValue",
              ...(p.priceMin != null && p.priceMax != null && p.priceMin !== p.priceMax ? { minValue: p.priceMin, maxValue: p.priceMax } : { value: amount }),
              unitText: UNIT_TEXT[p.priceUnit] ?? "MONTH",
            },
          },
        }
      : {}),
    directApply: false,
    url: `${origin}/project/detail/${p.id}/`,
  };
}
