// Where each kind of visitor keeps their saved projects and searches (docs/product.md, Who may do what).
import type { AccountKind } from "~/models/account/page-frame";

export const savedProjectsHref = (kind: AccountKind) => (kind === "member" ? "/users/bookmark/project/" : "/guest/bookmark/project/");
export const savedSearchesHref = (kind: AccountKind) => (kind === "guest" ? "/guest/bookmark/search/" : "/users/bookmark/search/");
