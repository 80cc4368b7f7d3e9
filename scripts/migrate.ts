// npm run db:migrate — brings the database named by DATABASE_URL (default: the SQLite file) to the latest schema.
import { openDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";

const database = openDatabase();
try {
  const applied = await migrate(database);
  console.log(applied.length ? `applied: ${applied.join(", ")}` : "schema is up to date");
} finally {
  await database.close();
}
