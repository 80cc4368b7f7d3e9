// npm run collector — the telemetry collector (app/models/telemetry/collector.server.ts) on PORT,
// writing to DATABASE_URL, which the app servers have migrated. `npm run cluster` starts one behind
// the balancer; on a machine of its own: `PORT=3300 nice -n 10 npm run collector`.
import { installGlobals } from "@remix-run/node";
import { env } from "~/env.server";
import { startCollector } from "~/models/telemetry/collector.server";

installGlobals({ nativeFetch: true });
// A bad setting stops here, with a message that names it.
try {
  env();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
await startCollector();
