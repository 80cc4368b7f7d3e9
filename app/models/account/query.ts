// Query parameters the account pages take from links.
import { SignupAppType } from "~/constants";
import { safeRedirectPath } from "~/utils/safe-redirect";

/** /signup opened from the top page's header or menu says which. */
const LINK_IDS = ["menu_register", "header_register"] as const;

export function signupQuery(url: URL) {
  const linkId = url.searchParams.get("link_id");
  const appType = Number(url.searchParams.get("app_type"));
  return {
    linkId: (LINK_IDS as readonly string[]).includes(linkId ?? "") ? linkId : null,
    redirectTo: redirectQuery(url),
    appType: (Object.values(SignupAppType) as number[]).includes(appType) ? appType : undefined,
    isPaidUser: url.searchParams.get("is_paid_user") === "1" ? true : undefined,
  };
}

/** ?redirect_to=, only when it stays on this site. */
export function redirectQuery(url: URL): string | undefined {
  const target = url.searchParams.get("redirect_to");
  const safe = safeRedirectPath(target, "");
  return safe || undefined;
}
