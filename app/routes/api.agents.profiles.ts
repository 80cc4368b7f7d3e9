// The members an agent may scout (docs/agent-scout-api.md), without anything that names or locates them.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { NO_STORE } from "~/models/account/api.server";
import { requireApiAgent } from "~/models/scout/agent-tokens.server";
import { PROFILE_SEARCH_PAGE_SIZE, parseProfileSearch } from "~/models/scout/scout-api";
import { searchProfiles } from "~/models/scout/profile-search.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiAgent(request, "profile_search");
  const search = parseProfileSearch(new URL(request.url).searchParams);
  if (!search.ok) return Response.json({ errors: search.errors }, { status: 422, headers: NO_STORE });
  const { total, profiles } = await searchProfiles(search.value);
  return Response.json({ total, page: search.value.page, per_page: PROFILE_SEARCH_PAGE_SIZE, profiles }, { headers: NO_STORE });
}
