// What an error page shows for each status, and which errors are reported (docs/product.md, Errors).
export type ErrorPage = {
  status: number;
  /** Translation keys in the `common` namespace. */
  titleKey: string;
  messageKey: string;
  /** 401 never shows a page: the visitor goes to sign-in. */
  redirectTo?: string;
};

export const SIGN_IN_PATH = "/signin/";

export function errorPageFor(status: number): ErrorPage {
  switch (status) {
    case 401:
      return { status, titleKey: "error.unauthorized.title", messageKey: "error.unauthorized.message", redirectTo: SIGN_IN_PATH };
    case 404:
      return { status, titleKey: "error.notFound.title", messageKey: "error.notFound.message" };
    case 500:
      return { status, titleKey: "error.internal.title", messageKey: "error.internal.message" };
    case 503:
      return { status, titleKey: "error.unavailable.title", messageKey: "error.unavailable.message" };
    default:
      return { status, titleKey: "error.unexpected.title", messageKey: "error.unexpected.message" };
  }
}

export function signInRedirect(returnTo: string) {
  const safe = returnTo.startsWith("/") && !returnTo.startsWith("//") ? returnTo : "/";
  return `${SIGN_IN_PATH}?redirect_to=${encodeURIComponent(safe)}`;
}

/** The status a page is served with: a form posted to a page without one (405) is bad input, so 400. */
export function pageStatusFor(status: number) {
  return status === 405 ? 400 : status;
}

/** Page errors 400, 401 and 404 are not reported; all others are (docs/product.md, Errors). */
export function shouldReportError(status: number) {
  return ![400, 401, 404].includes(status);
}

/** Session-entry and view-log failures show the page of the same status, but 429 becomes 401 (docs/product.md, Errors). */
export function statusForTrackingFailure(status: number) {
  return status === 429 ? 401 : status;
}
