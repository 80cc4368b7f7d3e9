// npx tsx scripts/js-weight.ts [route id part ...] [--files] — each route's first-load JavaScript from
// the production build, counted as js-budget.spec.ts counts it; --files estimates each module's share.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import { pageNamespaces } from "~/utils/i18n";
import { textChunkUrls } from "~/utils/language-chunks.server";

type Module = { module: string; imports?: string[]; parentId?: string };
type ServerBuild = { assets: { entry: Module; routes: Record<string, Module> }; routes: Record<string, { module: { handle?: unknown } }> };
type Metafile = { outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> };

const { values, positionals } = parseArgs({ options: { files: { type: "boolean", default: false } }, allowPositionals: true });
const build = (await import(path.resolve("build/index.js"))) as ServerBuild;
const { outputs } = JSON.parse(fs.readFileSync("build/metafile.js.json", "utf8")) as Metafile;
const texts = textChunkUrls("ja");
const KB = 1024;

const gzipped = new Map<string, number>();
function gzipSize(url: string): number {
  let size = gzipped.get(url);
  if (size === undefined) gzipped.set(url, (size = zlib.gzipSync(fs.readFileSync(path.join("public", url))).length));
  return size;
}

function chain(id: string): string[] {
  const parent = build.assets.routes[id].parentId;
  return parent ? [...chain(parent), id] : [id];
}

function firstLoadScripts(id: string): string[] {
  const ids = chain(id);
  const modules = [build.assets.entry, ...ids.map((routeId) => build.assets.routes[routeId])];
  const namespaces = pageNamespaces(ids.map((routeId) => build.routes[routeId].module.handle));
  return [...new Set([...modules.flatMap((m) => [m.module, ...(m.imports ?? [])]), ...namespaces.flatMap((ns) => texts[ns] ?? [])])];
}

function heaviestModules(url: string, count = 6): string[] {
  const inputs = Object.entries(outputs[`public${url}`]?.inputs ?? {});
  const bytes = inputs.reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
  return inputs
    .sort(([, a], [, b]) => b.bytesInOutput - a.bytesInOutput)
    .slice(0, count)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file, input]) => `${((gzipSize(url) * input.bytesInOutput) / bytes / KB).toFixed(1)} ${file.replace(/^node_modules\//, "")}`);
}

const ids = Object.keys(build.assets.routes).filter((id) => id !== "root" && (!positionals.length || positionals.some((part) => id.includes(part))));
for (const id of ids.sort()) {
  const scripts = firstLoadScripts(id);
  const total = scripts.reduce((sum, url) => sum + gzipSize(url), 0);
  console.log(`${(total / KB).toFixed(1).padStart(6)} KB  ${String(scripts.length).padStart(2)} scripts  ${id}`);
  if (!values.files) continue;
  for (const url of [...scripts].sort((a, b) => gzipSize(b) - gzipSize(a))) {
    console.log(`         ${(gzipSize(url) / KB).toFixed(1).padStart(5)}  ${url}`);
    for (const line of heaviestModules(url)) console.log(`                  ${line}`);
  }
}
