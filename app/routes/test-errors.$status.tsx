// Throws the given status for end-to-end tests; a plain 404 unless E2E_TEST_ROUTES=1.
import { env } from "~/env.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { pathNotFound } from "~/utils/http.server";

export async function loader({ params, request }: LoaderFunctionArgs) {
  if (!env().E2E_TEST_ROUTES) throw pathNotFound(new URL(request.url).pathname);
  const status = Number(params.status);
  if (status === 500) throw new Error("Deliberate failure for the error-page test");
  throw new Response(`status ${status}`, { status: Number.isInteger(status) && status >= 400 && status < 600 ? status : 400 });
}

export default function TestError() {
  return null;
}
