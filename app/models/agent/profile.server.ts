// Agents as the pages need them: the name on project pages, the whole profile on the agent's page.
import { getDb } from "~/db/client.server";

export async function getAgentName(id: number): Promise<string | undefined> {
  const row = await getDb().selectFrom("agents").select("name").where("id", "=", id).where("is_published", "=", 1).executeTakeFirst();
  return row?.name;
}

export async function getAgentNames(ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await getDb().selectFrom("agents").select(["id", "name"]).where("id", "in", ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

export async function getAgentProfile(id: number) {
  const row = await getDb()
    .selectFrom("agents")
    .select([
      "id",
      "name",
      "name_kana",
      "catch_copy",
      "description",
      "url",
      "established_year",
      "company_name",
      "head_office",
      "offices",
      "strengths",
      "margin_percent",
      "logo_url",
      "updated_at",
    ])
    .where("id", "=", id)
    .where("is_published", "=", 1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    nameKana: row.name_kana,
    catchCopy: row.catch_copy,
    description: row.description,
    url: row.url,
    foundedYear: row.established_year,
    companyName: row.company_name,
    headOffice: row.head_office,
    offices: lines(row.offices),
    strengths: lines(row.strengths),
    marginPercent: row.margin_percent == null ? null : Number(row.margin_percent),
    logoUrl: row.logo_url,
    updatedAt: row.updated_at,
  };
}
