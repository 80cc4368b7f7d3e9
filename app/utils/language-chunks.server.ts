// Where the browser finds each language's translations (entry.client.tsx loads them before it
// hydrates): the chunk the build made of app/locales/{language}/index.ts, read from the build's
// metafile once. The document links it as a modulepreload at the end of its body, so it downloads
// beside the other scripts instead of after them, and not in the head, where it took the phone's
// bandwidth from the stylesheets before the first paint (issue 19). Without a production build
// (development) there is no link.
import fs from "node:fs";
import path from "node:path";
import { LANGUAGES, type Language } from "./language";

type Metafile = { outputs: Record<string, { inputs: Record<string, unknown> }> };

let chunks: Partial<Record<Language, string>> | undefined;

export function languageChunkUrl(language: Language): string | null {
  chunks ??= readChunks();
  return chunks[language] ?? null;
}

function readChunks(): Partial<Record<Language, string>> {
  try {
    const { outputs } = JSON.parse(fs.readFileSync(path.resolve("build/metafile.js.json"), "utf8")) as Metafile;
    const found: Partial<Record<Language, string>> = {};
    for (const [file, output] of Object.entries(outputs)) {
      for (const language of LANGUAGES) {
        if (file.endsWith(".js") && `app/locales/${language}/index.ts` in output.inputs) found[language] = `/${file.replace(/^public\//, "")}`;
      }
    }
    return found;
  } catch {
    return {};
  }
}
