// A column article: a Markdown file with front matter in app/content/columns/, read at migrate.
import MarkdownIt from "markdown-it";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { COLUMN_CATEGORIES, COLUMN_TAGS } from "~/data/column-categories";
import { SKILLS } from "~/data/skills";

const CATEGORY_SLUGS = COLUMN_CATEGORIES.map((c) => c.slug) as [string, ...string[]];
const TAG_IDS = new Map(COLUMN_TAGS.map((t) => [t.name, t.id]));
const SKILL_IDS = new Map(SKILLS.map((s) => [s.name, s.id]));

/** A date written 2026-03-02 (YAML may hand it over as a string or a Date); it starts at midnight in Japan. */
const articleDate = z
  .union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.date().transform((d) => d.toISOString().slice(0, 10))])
  .transform((day) => new Date(`${day}T00:00:00+09:00`).toISOString());

const frontMatter = z
  .object({
    id: z.number().int().positive(),
    slug: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string().min(1).max(60),
    category: z.enum(CATEGORY_SLUGS),
    tags: z
      .array(z.string())
      .min(1)
      .max(8)
      .refine((tags) => tags.every((tag) => TAG_IDS.has(tag)), "a tag that is not in app/data/column-categories.ts"),
    published: articleDate,
    updated: articleDate,
    description: z.string().min(40).max(200),
    author: z.string().min(1),
    skills: z
      .array(z.string())
      .default([])
      .refine((skills) => skills.every((skill) => SKILL_IDS.has(skill)), "a skill that is not in app/data/skills.ts"),
    hero: z.string().regex(/^images\/[a-z0-9-]+\.svg$/, "must be images/<name>.svg"),
    heroAlt: z.string().min(5).max(120),
  })
  .refine((m) => m.updated >= m.published, "updated is before published");

export type Article = {
  id: number;
  slug: string;
  title: string;
  categoryId: number;
  tagIds: number[];
  skillIds: number[];
  publishedAt: string;
  updatedAt: string;
  description: string;
  author: string;
  hero: string;
  heroAlt: string;
  body: string;
};

/** Throws with the file's name and what is wrong. */
export function parseArticle(fileName: string, text: string): Article {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${fileName}: no front matter between --- lines`);
  const parsed = frontMatter.safeParse(parseYaml(match[1]));
  if (!parsed.success) throw new Error(`${fileName}: ${parsed.error.issues.map((i) => `${i.path.join(".") || "front matter"}: ${i.message}`).join("; ")}`);
  const m = parsed.data;
  // The title is the page's only h1.
  if (/^# /m.test(match[2])) throw new Error(`${fileName}: the body has an h1 (# ); its sections start at ##`);
  return {
    id: m.id,
    slug: m.slug,
    title: m.title,
    categoryId: COLUMN_CATEGORIES.find((c) => c.slug === m.category)!.id,
    tagIds: m.tags.map((tag) => TAG_IDS.get(tag)!),
    skillIds: m.skills.map((skill) => SKILL_IDS.get(skill)!),
    publishedAt: m.published,
    updatedAt: m.updated,
    description: m.description,
    author: m.author,
    hero: m.hero,
    heroAlt: m.heroAlt,
    body: match[2].trim(),
  };
}

export type TocEntry = { id: string; level: 2 | 3; text: string };

// Raw HTML in the Markdown is written out as text (html: false), and markdown-it refuses javascript:,
// vbscript: and data: links: the output needs no sanitiser.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.renderer.rules.table_open = () => '<div class="article-table"><table>\n';
markdown.renderer.rules.table_close = () => "</table></div>\n";

/** h2 and h3 get ids (section-1 …) for the table of contents. */
export function renderArticle(body: string): { html: string; toc: TocEntry[] } {
  const tokens = markdown.parse(body, {});
  const toc: TocEntry[] = [];
  tokens.forEach((token, i) => {
    if (token.type !== "heading_open" || (token.tag !== "h2" && token.tag !== "h3")) return;
    const id = `section-${toc.length + 1}`;
    token.attrSet("id", id);
    toc.push({ id, level: token.tag === "h2" ? 2 : 3, text: tokens[i + 1].content });
  });
  return { html: markdown.renderer.render(tokens, markdown.options, {}), toc };
}
