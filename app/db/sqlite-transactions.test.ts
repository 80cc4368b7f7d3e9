// A transaction on SQLite that reads before it writes, while another connection (an import, another
// server process) writes and commits in between: it must wait its turn, not fail (client.server.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "./client.server";
import { migrate } from "./migrate.server";

describe("SQLite transactions", () => {
  const opened: AppDatabase[] = [];
  let dir = "";
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function twoConnections() {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "anken-tx-"));
    const file = path.join(dir, "test.sqlite");
    const first = openDatabase(file);
    opened.push(first);
    await migrate(first);
    const second = openDatabase(file);
    opened.push(second);
    // The other writer does not wait: whoever holds the write lock shows at once.
    await sql`PRAGMA busy_timeout = 0`.execute(second.db);
    return { first, second };
  }

  const user = (email: string) => ({ email, kind: 1, updated_at: new Date().toISOString() });

  it("holds the write lock from BEGIN, so a read-then-write transaction is never overtaken", async () => {
    const { first, second } = await twoConnections();
    let otherWriter: "wrote" | "waited" = "wrote";
    await first.db.transaction().execute(async (trx) => {
      await trx.selectFrom("users").select("id").where("email", "=", "a@example.jp").execute();
      try {
        await second.db.insertInto("users").values(user("b@example.jp")).execute();
      } catch (error) {
        expect(String(error)).toMatch(/database is locked/);
        otherWriter = "waited";
      }
      await trx.insertInto("users").values(user("a@example.jp")).execute();
    });
    // Under a deferred BEGIN the other insert went first and this transaction failed at its insert.
    expect(otherWriter).toBe("waited");
    const emails = await first.db.selectFrom("users").select("email").orderBy("email").execute();
    expect(emails.map((row) => row.email)).toEqual(["a@example.jp"]);
  });
});
