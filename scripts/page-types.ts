// The site's page types, each by one page a phone lands on: what the JS budget check and the
// Lighthouse bench measure.
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

/**
 * The forms a visitor fills in, which the JS budget check measures too (decision 045); `{project}`
 * stands for an open listing's id. Forms that need a visitor's past are not here.
 */
export const FORM_PAGES = [
  { form: "entry (project)", path: "/entry_signup/input/project/{project}/" },
  { form: "entry (agent)", path: "/entry_signup/input/agent/" },
  { form: "sign-in before an entry", path: "/signin/entry/project/{project}/" },
  { form: "landing page entry", path: "/lp/6/input/" },
  { form: "market price", path: "/project/marketprice/input/" },
  { form: "sign-in", path: "/signin/" },
  { form: "password forgotten", path: "/password_forget/input/" },
  { form: "settings: password", path: "/users/setting/password/input/", member: true },
  { form: "settings: mail magazine", path: "/users/setting/mail/setting/", member: true },
  { form: "profile: basic", path: "/users/profile/edit/", member: true },
  { form: "profile: working", path: "/users/profile/working/edit/", member: true },
  { form: "profile: career", path: "/users/profile/career/edit/", member: true },
  { form: "profile: work history", path: "/users/profile/experience/edit/", member: true },
  { form: "profile: 自己PR, résumé", path: "/users/profile/resume/edit/", member: true },
] as const;

export type FormPage = (typeof FORM_PAGES)[number]["form"];
