// Runs the schema migrations and keeps the master data (prefectures, skills ...) in step with app/data.
import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { AppDatabase } from "./client.server";
import type { DialectName } from "./dialect";
import { initialSchema } from "./migrations/0001-initial";
import { feedIntakeSchema } from "./migrations/0002-feed-intake";
import { accountsSchema } from "./migrations/0003-accounts";
import { entriesSchema } from "./migrations/0004-entries";
import { signinLinksSchema } from "./migrations/0005-signin-links";
import { agentLogosSchema } from "./migrations/0006-agent-logos";
import { columnArticlesSchema } from "./migrations/0007-column-articles";
import { partnershipClicksSchema } from "./migrations/0008-partnership-clicks";
import { agentProfilesSchema } from "./migrations/0009-agent-profiles";
import { membersProfileSchema } from "./migrations/0010-members-profile";
import { agentScoutsSchema } from "./migrations/0011-agent-scouts";
import { marketSegmentsSchema } from "./migrations/0012-market-segments";
import { telemetryAndExperimentsSchema } from "./migrations/0013-telemetry-and-experiments";
import { listingFreshnessSchema } from "./migrations/0014-listing-freshness";
import { duplicateKeysSchema } from "./migrations/0015-duplicate-keys";
import { listingMentionsSchema } from "./migrations/0016-listing-mentions";
import { duplicateKeysReadWithVocabulary } from "./migrations/0017-duplicate-keys-read-with-vocabulary";
import { syncColumnArticles } from "~/models/column/sync.server";
import { syncMasterData } from "./master-data.server";

function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    "0001-initial": initialSchema(dialect),
    "0002-feed-intake": feedIntakeSchema(),
    "0003-accounts": accountsSchema(dialect),
    "0004-entries": entriesSchema(dialect),
    "0005-signin-links": signinLinksSchema(dialect),
    "0006-agent-logos": agentLogosSchema,
    "0007-column-articles": columnArticlesSchema,
    "0008-partnership-clicks": partnershipClicksSchema,
    "0009-agent-profiles": agentProfilesSchema(dialect),
    "0010-members-profile": membersProfileSchema(dialect),
    "0011-agent-scouts": agentScoutsSchema(dialect),
    "0012-market-segments": marketSegmentsSchema(dialect),
    "0013-telemetry-and-experiments": telemetryAndExperimentsSchema(dialect),
    "0014-listing-freshness": listingFreshnessSchema(dialect),
    "0015-duplicate-keys": duplicateKeysSchema(dialect),
    "0016-listing-mentions": listingMentionsSchema,
    "0017-duplicate-keys-read-with-vocabulary": duplicateKeysReadWithVocabulary,
  };
}

export async function migrate({ db, dialect }: AppDatabase) {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  await syncMasterData(db);
  await syncColumnArticles(db);
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
