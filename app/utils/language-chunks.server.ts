// Where the browser finds each namespace of each language's texts (entry.client.tsx loads the page's
// before it hydrates): the chunk the build made of app/locales/{language}/{namespace}.json, read from
// the build's metafile once. The document links the page's as modulepreloads at the end of its body,
// so they download beside the other scripts instead of after them, and not in the head, where they
// took the phone's bandwidth from the stylesheets before the first paint (issue 19). Without a
// production build (development) there are none.
import fs from "node:fs";
import path from "node:path";
import { NAMESPACES, type Namespace } from "./i18n";
import { LANGUAGES, type Language } from "./language";

type Metafile = { outputs: Record<string, { inputs: Record<string, unknown> }> };
export type TextChunks = Partial<Record<Namespace, string>>;

let chunks: Partial<Record<Language, TextChunks>> | undefined;

/** The URL of each namespace's chunk for `language`. */
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
