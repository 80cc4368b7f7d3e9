// Master data is part of the product, not demo data: it is written on every migrate so ids stay
// stable and names follow app/data.
import type { Kysely } from "kysely";
import type { Database } from "./schema";
import { PREFECTURES } from "~/data/prefectures";
import { SKILLS } from "~/data/skills";
import { JOB_TYPES } from "~/data/job-types";
import { INDUSTRIES } from "~/data/industries";
import { CHARACTERISTICS } from "~/data/characteristics";
import { STATIONS } from "~/data/stations";
import { CROSS_CATEGORIES } from "~/data/cross-categories";

type MasterTables =
  "prefectures" | "skills" | "job_types" | "industries" | "characteristics" | "stations" | "cross_categories" | "column_categories" | "column_tags" | "columns";

export async function upsert<T extends MasterTables>(db: Kysely<Database>, table: T, rows: Array<Record<string, unknown>>) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).filter((c) => c !== "id");
  await db
    .insertInto(table)
    .values(rows as never)
    .onConflict((oc) =>
      // The columns are the table's own, named at run time: Kysely cannot type them here.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      oc.column("id").doUpdateSet(Object.fromEntries(columns.map((c) => [c, (eb: any) => eb.ref(`excluded.${c}`)])) as never),
    )
    .execute();
}

export async function syncMasterData(db: Kysely<Database>) {
  await db.transaction().execute(async (trx) => {
    await upsert(
      trx,
      "prefectures",
      PREFECTURES.map((p, i) => ({ id: p.id, name: p.name, name_en: p.nameEn, region: p.region, sort_order: i })),
    );
    await upsert(
      trx,
      "skills",
      SKILLS.map((s, i) => ({ id: s.id, name: s.name, kind: s.kind, sort_order: i })),
    );
    await upsert(
      trx,
      "job_types",
      JOB_TYPES.map((j, i) => ({ id: j.id, name: j.name, name_en: j.nameEn, category: j.category, sort_order: i })),
    );
    await upsert(
      trx,
      "industries",
      INDUSTRIES.map((x, i) => ({ id: x.id, name: x.name, name_en: x.nameEn, sort_order: i })),
    );
    await upsert(
      trx,
      "characteristics",
      CHARACTERISTICS.map((x, i) => ({ id: x.id, name: x.name, name_en: x.nameEn, sort_order: i })),
    );
    await upsert(
      trx,
      "stations",
      STATIONS.map((s, i) => ({ id: s.id, name: s.name, prefecture_id: s.prefectureId, sort_order: i })),
    );
    await upsert(
      trx,
      "cross_categories",
      CROSS_CATEGORIES.map((c, i) => ({ id: c.id, title: c.title, query: c.query, sort_order: i })),
    );
  });
}
