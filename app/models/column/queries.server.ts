import type { ExpressionBuilder } from "kysely";
import { getDb } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { COLUMN_PAGE_SIZE } from "~/constants";
import { cached } from "~/utils/cache.server";
import type { ResponsiveImageSource } from "~/utils/image";
import { heroImage, withHeroes } from "./hero.server";

export type ColumnSummary = {
  id: number;
  title: string;
  lead: string;
  categoryId: number;
  categoryName: string;
  publishedAt: string;
  updatedAt: string;
  /** From the article's file rather than the database. */
  hero: ResponsiveImageSource | null;
};

function summaries() {
  return getDb()
    .selectFrom("columns")
    .innerJoin("column_categories", "column_categories.id", "columns.category_id")
    .select([
      "columns.id",
      "columns.title",
      "columns.lead",
      "columns.category_id as categoryId",
      "column_categories.name as categoryName",
      "columns.published_at as publishedAt",
      "columns.updated_at as updatedAt",
    ])
    .where("columns.is_published", "=", 1);
}

/** Articles are published a few a week, and the top page, the most visited, shows the newest. */
const NEWEST_COLUMNS_TTL_MS = 60_000;

export function getNewestColumns(limit: number): Promise<ColumnSummary[]> {
  return cached(`newest-columns:${limit}`, NEWEST_COLUMNS_TTL_MS, async () =>
    withHeroes(await summaries().orderBy("columns.published_at", "desc").orderBy("columns.id", "desc").limit(limit).execute()),
  );
}

export type ColumnFilter = { categoryId?: number; tagId?: number };

const tagged = (tagId: number) => (eb: ExpressionBuilder<Database, "columns">) =>
  eb.exists(
    eb
      .selectFrom("column_tag_links")
      .select("column_tag_links.tag_id")
      .whereRef("column_tag_links.column_id", "=", "columns.id")
      .where("column_tag_links.tag_id", "=", tagId),
  );

export async function listColumns(filter: ColumnFilter, page: number): Promise<{ items: ColumnSummary[]; total: number; pageCount: number }> {
  let query = summaries();
  if (filter.categoryId) query = query.where("columns.category_id", "=", filter.categoryId);
  if (filter.tagId) query = query.where(tagged(filter.tagId));
  const [items, count] = await Promise.all([
    query
      .orderBy("columns.published_at", "desc")
      .orderBy("columns.id", "desc")
      .limit(COLUMN_PAGE_SIZE)
      .offset((page - 1) * COLUMN_PAGE_SIZE)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.count);
  return { items: withHeroes(items), total, pageCount: Math.max(1, Math.ceil(total / COLUMN_PAGE_SIZE)) };
}

export type ColumnTopic = { id: number; name: string; description?: string; count: number };

export async function getColumnCategories(): Promise<ColumnTopic[]> {
  const rows = await getDb()
    .selectFrom("column_categories")
    .leftJoin("columns", (join) => join.onRef("columns.category_id", "=", "column_categories.id").on("columns.is_published", "=", 1))
    .select((eb) => ["column_categories.id", "column_categories.name", "column_categories.description", eb.fn.count<number>("columns.id").as("count")])
    .groupBy(["column_categories.id", "column_categories.name", "column_categories.description", "column_categories.sort_order"])
    .orderBy("column_categories.sort_order")
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

export async function getColumnTags(): Promise<ColumnTopic[]> {
  const rows = await getDb()
    .selectFrom("column_tags")
    .innerJoin("column_tag_links", "column_tag_links.tag_id", "column_tags.id")
    .innerJoin("columns", "columns.id", "column_tag_links.column_id")
    .where("columns.is_published", "=", 1)
    .select((eb) => ["column_tags.id", "column_tags.name", eb.fn.countAll<number>().as("count")])
    .groupBy(["column_tags.id", "column_tags.name"])
    .orderBy("count", "desc")
    .orderBy("column_tags.id")
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

export async function getColumn(id: number) {
  const db = getDb();
  const column = await summaries()
    .select(["columns.body", "columns.author", "columns.skill_ids as skillIds", "column_categories.slug as categorySlug"])
    .where("columns.id", "=", id)
    .executeTakeFirst();
  if (!column) return undefined;
  const tags = await db
    .selectFrom("column_tag_links")
    .innerJoin("column_tags", "column_tags.id", "column_tag_links.tag_id")
    .select(["column_tags.id", "column_tags.name"])
    .where("column_tag_links.column_id", "=", id)
    .orderBy("column_tags.id")
    .execute();
  return { ...column, hero: heroImage(column.id), skillIds: column.skillIds ? column.skillIds.split(",").map(Number) : [], tags };
}

export type ColumnArticle = NonNullable<Awaited<ReturnType<typeof getColumn>>>;

/** Other articles sharing the most tags with this one, then the newest of its category. */
export async function getRelatedColumns(column: ColumnArticle, limit: number): Promise<ColumnSummary[]> {
  const tagIds = column.tags.map((t) => t.id);
  const byTags =
    tagIds.length === 0
      ? []
      : await getDb()
          .selectFrom("column_tag_links")
          .select((eb) => ["column_tag_links.column_id as id", eb.fn.countAll<number>().as("shared")])
          .where("column_tag_links.tag_id", "in", tagIds)
          .where("column_tag_links.column_id", "!=", column.id)
          .groupBy("column_tag_links.column_id")
          .orderBy("shared", "desc")
          .orderBy("column_tag_links.column_id", "desc")
          .limit(limit)
          .execute();
  const ids = byTags.map((r) => r.id);
  const sameCategory = await summaries()
    .where("columns.category_id", "=", column.categoryId)
    .where("columns.id", "not in", [column.id, ...ids])
    .orderBy("columns.published_at", "desc")
    .limit(Math.max(0, limit - ids.length))
    .execute();
  const tagged = ids.length === 0 ? [] : await summaries().where("columns.id", "in", ids).execute();
  const order = new Map(ids.map((id, i) => [id, i]));
  return withHeroes([...tagged.sort((a, b) => order.get(a.id)! - order.get(b.id)!), ...sameCategory].slice(0, limit));
}
