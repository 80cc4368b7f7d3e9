// npm run house:report — how readable the repository is, in figures: the share of source characters
// that are comments, lines that point to documents outside the repository, source files over the
// size limit, and the length of the README and the decision records.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const SOURCE_DIRS = ["app", "scripts", "tests", "server.ts"];
/** A source file longer than this mixes concerns, unless it is data (seed text, vocabulary, schema). */
export const MAX_SOURCE_LINES = 350;
const DATA_FILES = [/^app\/seed\//, /^app\/data\//, /^app\/db\/(schema|migrations\/)/, /\.test\.tsx?$/, /^tests\//];
/** "issue 12", "spec §4", "architecture.md §1": places a maintainer cannot open from the repository. */
export const OUTSIDE_REFERENCE = /\bissues? \d+|\bspec §|§\d|architecture\.md|stack-notes|style-guide|DEVELOPERS\.md|product-spec/i;

export function sourceFiles(root = ".") {
  const files: string[] = [];
  const walk = (entry: string) => {
    const full = path.join(root, entry);
    if (fs.statSync(full).isDirectory()) {
      for (const name of fs.readdirSync(full)) if (name !== "node_modules" && !name.startsWith("__")) walk(path.join(entry, name));
    } else if (/\.(ts|tsx|mjs)$/.test(entry) && !entry.endsWith(".d.ts")) files.push(entry);
  };
  for (const dir of SOURCE_DIRS) walk(dir);
  return files.sort();
}

/** The characters of a file's comments, found by TypeScript's parser (so "//" inside a string is not one). */
export function commentCharacters(fileName: string, text: string) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const seen = new Set<number>();
  let total = 0;
  const visit = (node: ts.Node) => {
    for (const range of ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      total += range.end - range.pos;
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return total;
}

export function outsideReferences(root = ".") {
  const found: string[] = [];
  const docs = ["README.md", ...fs.readdirSync(path.join(root, "docs"), { recursive: true }).map((name) => `docs/${String(name)}`)];
  // This file names the patterns it looks for.
  const files = sourceFiles(root).filter((file) => !file.endsWith("house-report.ts"));
  for (const file of [...files, ...docs.filter((name) => name.endsWith(".md"))]) {
    fs.readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .forEach((line, index) => OUTSIDE_REFERENCE.test(line) && found.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`));
  }
  return found;
}

export function longSourceFiles(root = ".") {
  return sourceFiles(root)
    .filter((file) => !DATA_FILES.some((pattern) => pattern.test(file)))
    .map((file) => ({ file, lines: fs.readFileSync(path.join(root, file), "utf8").split("\n").length }))
    .filter(({ lines }) => lines > MAX_SOURCE_LINES);
}

function decisionWords(root = ".") {
  const dir = path.join(root, "docs/decisions");
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d{3}-.*\.md$/.test(name))
    .map((name) => {
      const text = fs.readFileSync(path.join(dir, name), "utf8");
      return { name, words: text.split(/\s+/).filter(Boolean).length, status: /^Status: /m.test(text) };
    });
}

function main() {
  // The share in code: seed texts and data tables would dilute it.
  let characters = 0;
  let comments = 0;
  for (const file of sourceFiles().filter((name) => !DATA_FILES.slice(0, 3).some((pattern) => pattern.test(name)))) {
    const text = fs.readFileSync(file, "utf8");
    characters += text.length;
    comments += commentCharacters(file, text);
  }
  const references = outsideReferences();
  const long = longSourceFiles();
  const decisions = decisionWords();
  const words = decisions.map((d) => d.words).sort((a, b) => a - b);
  const readme = fs.readFileSync("README.md", "utf8");
  console.log(`code characters            ${characters} (seed and data files left out)`);
  console.log(`comment share              ${((comments / characters) * 100).toFixed(1)} % (${comments} characters)`);
  console.log(`outside references         ${references.length} lines`);
  console.log(`source files over ${MAX_SOURCE_LINES} lines ${long.length}${long.map((f) => `\n  ${f.file} ${f.lines}`).join("")}`);
  console.log(`README                     ${readme.split("\n").length} lines, ${(Buffer.byteLength(readme) / 1024).toFixed(1)} KB`);
  console.log(
    `decision records           ${decisions.length}, median ${words[Math.floor(words.length / 2)]} words, ${decisions.filter((d) => d.status).length} with a status line`,
  );
  if (process.argv.includes("--references")) console.log(references.join("\n"));
}

if (process.argv[1]?.endsWith("house-report.ts")) main();
