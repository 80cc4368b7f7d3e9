// Loads the column articles into the database on every migrate, in one transaction; a removed file removes its article.
import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { upsert } from "~/db/master-data.server";
import { COLUMN_CATEGORIES, COLUMN_TAGS } from "~/data/column-categories";
import { parseArticle, type Article } from "./article";

export const COLUMN_DIR = path.resolve("app/content/columns");

/** A bad file stops the migrate with its name and the reason. */
export function readArticles(dir = COLUMN_DIR): Article[] {
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .sort();
  const articles = files.map((file) => {
    const article = parseArticle(file, fs.readFileSync(path.join(dir, file), "utf8"));
    if (!fs.existsSync(path.join(dir, article.hero))) throw new Error(`${file}: its hero ${article.hero} is not in ${dir}`);
    return article;
  });
  for (const key of ["id", "slug"] as const) {
    const seen = new Set<unknown>();
    for (const article of articles) {
      if (seen.has(article[key])) throw new Error(`two column articles have the ${key} ${article[key]}`);
      seen.add(article[key]);
    }
  }
  return articles;
}

export async function syncColumnArticles(db: Kysely<Database>, articles: Article[] = readArticles()) {
  await db.transaction().execute(async (trx) => {
    await upsert(
      trx,
      "column_categories",
      COLUMN_CATEGORIES.map((c, i) => ({ ...c, sort_order: i })),
    );
    await upsert(trx, "column_tags", COLUMN_TAGS);
    await trx.deleteFrom("column_tag_links").execute();
    const ids = articles.map((a) => a.id);
    await trx
      .deleteFrom("columns")
      .$if(ids.length > 0, (q) => q.where("id", "not in", ids))
      .execute();
    await upsert(
      trx,
      "columns",
      articles.map((a) => ({
        id: a.id,
        category_id: a.categoryId,
        title: a.title,
        lead: a.description,
        body: a.body,
        author: a.author,
        is_published: 1,
        published_at: a.publishedAt,
        updated_at: a.updatedAt,
        slug: a.slug,
        skill_ids: a.skillIds.join(","),
      })),
    );
    const links = articles.flatMap((a) => a.tagIds.map((tag_id) => ({ column_id: a.id, tag_id })));
    if (links.length > 0) await trx.insertInto("column_tag_links").values(links).execute();
  });
}
