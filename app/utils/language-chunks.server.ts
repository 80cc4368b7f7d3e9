// The chunk the build made of each app/locales/{language}/{namespace}.json, read once from the build's
// metafile, so the document can preload a page's texts (decision 033); none in development.
import fs from "node:fs";
import path from "node:path";
import { NAMESPACES, type Namespace } from "./i18n";
import { LANGUAGES, type Language } from "./language";

type Metafile = { outputs: Record<string, { inputs: Record<string, unknown> }> };
export type TextChunks = Partial<Record<Namespace, string>>;

let chunks: Partial<Record<Language, TextChunks>> | undefined;

export function textChunkUrls(language: Language): TextChunks {
  chunks ??= readChunks();
  return chunks[language] ?? {};
}

function readChunks(): Partial<Record<Language, TextChunks>> {
  try {
    const { outputs } = JSON.parse(fs.readFileSync(path.resolve("build/metafile.js.json"), "utf8")) as Metafile;
    const found: Partial<Record<Language, TextChunks>> = {};
    for (const [file, output] of Object.entries(outputs)) {
      if (!file.endsWith(".js")) continue;
      for (const language of LANGUAGES) {
        for (const ns of NAMESPACES) {
          if (`app/locales/${language}/${ns}.json` in output.inputs) (found[language] ??= {})[ns] = `/${file.replace(/^public\//, "")}`;
        }
      }
    }
    return found;
  } catch {
    return {};
  }
}
