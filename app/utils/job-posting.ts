// JobPosting structured data for an open listing, by Google's job-posting rules. No validThrough: the
// agents do not publish when a listing ends, and a made-up date would change on every crawl.
import { PriceUnit, RemoteType } from "~/constants";

const UNIT_TEXT: Record<number, string> = { [PriceUnit.year]: "YEAR", [PriceUnit.month]: "MONTH", [PriceUnit.day]: "DAY", [PriceUnit.hour]: "HOUR" };

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
  priceMin: number | null;
  priceMax: number | null;
  priceUnit: number;
};

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const paragraphs = (text: string) => escapeHtml(text).replace(/\n/g, "<br>");

export function jobPosting(p: JobPostingInput, origin: string) {
  const posted = new Date(p.publishedAt);
  const remote = p.remoteType === RemoteType.fullRemote;
  const amount = p.priceMax ?? p.priceMin;
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: p.title.replace(/^【[^】]*】/, "").trim() || p.title,
    description: `<p>${paragraphs(p.detail)}</p><h3>必須スキル</h3><p>${paragraphs(p.required_skill)}</p>${p.welcome_skill ? `<h3>歓迎スキル</h3><p>${paragraphs(p.welcome_skill)}</p>` : ""}`,
    identifier: { "@type": "PropertyValue", name: p.agentName, value: p.agentRef },
    datePosted: posted.toISOString(),
    employmentType: "CONTRACTOR",
    hiringOrganization: { "@type": "Organization", name: p.agentName, ...(p.agentUrl ? { sameAs: p.agentUrl } : {}) },
    // Fully remote work is TELECOMMUTE from Japan; the place of an office, where there is one, is its prefecture.
    ...(remote ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "JP" } } : {}),
    ...(p.prefectureName || !remote
      ? {
          jobLocation: {
            "@type": "Place",
            address: { "@type": "PostalAddress", ...(p.prefectureName ? { addressRegion: p.prefectureName } : {}), addressCountry: "JP" },
          },
        }
      : {}),
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
