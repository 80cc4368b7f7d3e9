// The site's page types, each by one page a phone lands on (issue 19): what the JS budget check
// (tests/e2e/js-budget.spec.ts) and the Lighthouse bench (scripts/bench-lighthouse.ts) measure.
export const PAGE_TYPES = [
  { type: "top", path: "/" },
  { type: "search", path: "/project/" },
  { type: "detail", path: "/project/detail/1/" },
  { type: "static page", path: "/faq/" },
  { type: "column", path: "/column/" },
  { type: "agent list", path: "/agent/" },
  { type: "market price", path: "/project/marketprice/" },
  { type: "landing page", path: "/lp/1/" },
  { type: "sign-up", path: "/signup/" },
] as const;

export type PageType = (typeof PAGE_TYPES)[number]["type"];
