// URLs the global screens build in more than one place.

/** Sign-up links opened from the top page carry where they came from (spec §2 /signup). */
export function signupHref(pathname: string, linkId: "header_register" | "menu_register") {
  return pathname === "/" ? `/signup/?link_id=${linkId}` : "/signup/";
}

export const searchListHref = {
  skill: (id: number) => `/project/skill/${id}/`,
  fw: (id: number) => `/project/skill/${id}/`,
  jobType: (id: number) => `/project/job/${id}/`,
  prefecture: (id: number) => `/project/prefecture/${id}/`,
  agent: (id: number) => `/project/agent/${id}/`,
} as const;
