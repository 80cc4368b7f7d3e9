// Expected failures as thrown Responses: a route's own validation failure is 404 (docs/product.md, Errors).
export function pageNotFound() {
  return new Response("Page Not Found", { status: 404, statusText: "Not Found" });
}

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
