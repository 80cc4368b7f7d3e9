// Any path no other route matches: 404 with 'Page not found: {path}' (docs/product.md, Errors).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { pathNotFound } from "~/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  throw pathNotFound(new URL(request.url).pathname);
}

export async function action({ request }: LoaderFunctionArgs) {
  throw pathNotFound(new URL(request.url).pathname);
}

export default function NotFound() {
  return null;
}
