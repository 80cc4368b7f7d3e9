/** Sign-up links opened from the top page carry where they came from (docs/product.md, Pages). */
export function signupHref(pathname: string, linkId: "header_register" | "menu_register") {
  return pathname === "/" ? `/signup/?link_id=${linkId}` : "/signup/";
}

/** The footer's search lists, in the order it shows them. */
export const SEARCH_LIST_KEYS = ["skill", "fw", "jobType", "prefecture", "agent"] as const;
export type SearchListKey = (typeof SEARCH_LIST_KEYS)[number];
export type SearchLink = { id: number; name: string };
export type SearchLinks = Record<SearchListKey, SearchLink[]>;

export const searchListHref: Record<SearchListKey, (id: number) => string> = {
  skill: (id: number) => `/project/skill/${id}/`,
  fw: (id: number) => `/project/skill/${id}/`,
  jobType: (id: number) => `/project/job/${id}/`,
  prefecture: (id: number) => `/project/prefecture/${id}/`,
  agent: (id: number) => `/project/agent/${id}/`,
};
