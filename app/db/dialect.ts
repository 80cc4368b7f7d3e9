// The few places where SQLite and PostgreSQL need different DDL. Everything else is written once.
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely, type RawBuilder } from "kysely";

export type DialectName = "sqlite" | "postgres";

export const dialectOf = <DB>(db: Kysely<DB>): DialectName => (db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite");

export function columnTypes(dialect: DialectName) {
  const postgres = dialect === "postgres";
  return {
    timestamp: postgres ? ("timestamptz" as const) : ("text" as const),
    date: postgres ? ("date" as const) : ("text" as const),
    now: (postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`) as RawBuilder<unknown>,
    // NOT NULL everywhere: SQLite would otherwise report (and for text keys allow) NULL keys.
    serial: (column: ColumnDefinitionBuilder) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().notNull().autoIncrement(),
  };
}
