// Expected failures as thrown Responses (spec §2): a route's own validation failure is 404 'Page Not Found'.
export function pageNotFound() {
  return new Response("Page Not Found", { status: 404, statusText: "Not Found" });
}

/** The 404 for a path no route matches. */
export function pathNotFound(pathname: string) {
  return new Response(`Page not found: ${safeDecode(pathname)}`, { status: 404, statusText: "Not Found" });
}

function safeDecode(pathname: string) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
