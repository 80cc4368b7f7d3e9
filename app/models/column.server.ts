// Columns (articles) as lists need them.
import { getDb } from "~/db/client.server";

export type ColumnSummary = { id: number; title: string; lead: string; categoryName: string; publishedAt: string };

export async function getNewestColumns(limit: number): Promise<ColumnSummary[]> {
  return getDb()
    .selectFrom("columns")
    .innerJoin("column_categories", "column_categories.id", "columns.category_id")
    .select(["columns.id", "columns.title", "columns.lead", "column_categories.name as categoryName", "columns.published_at as publishedAt"])
    .where("columns.is_published", "=", 1)
    .orderBy("columns.published_at", "desc")
    .limit(limit)
    .execute();
}
