// The production server: loads the app's build and starts what its server entry exports
// (app/server/start.server.ts). Nothing of app/ is imported here, so each module exists once.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { ServerEntry } from "~/server/start.server";

const root = path.dirname(fileURLToPath(import.meta.url));

/** The production build (`npm run build`) and its server entry. */
export async function loadBuild() {
  const build = (await import(pathToFileURL(path.join(root, "build/index.js")).href)) as ServerBuild;
  return { build, entry: build.entry.module as unknown as ServerEntry };
}

export async function startServer() {
  const { build, entry } = await loadBuild();
  return entry.startServer(build, root);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await startServer();
