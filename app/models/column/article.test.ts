import { describe, expect, it } from "vitest";
import { parseArticle, renderArticle } from "./article";
import { readArticles } from "./sync.server";

const file = (front: string, body = "リード文です。\n\n## 見出し\n\n本文です。") => `---\n${front}\n---\n\n${body}\n`;
const FRONT = `id: 7
slug: sample-article
title: サンプル記事
category: money
tags: [確定申告, 経費]
published: 2026-03-02
updated: 2026-04-01
description: フリーランスの確定申告について、期限と必要書類と、よくある間違いをまとめた記事の説明文です。
author: 案件ファインダー編集部
skills: [Python, AWS]
hero: images/07-sample.svg
heroAlt: 書類と電卓を描いたイラスト`;

describe("parseArticle", () => {
  it("reads the front matter into the article's row: category, tag and skill ids, dates in Japan time", () => {
    const article = parseArticle("07-sample.md", file(FRONT));
    expect(article).toMatchObject({ id: 7, slug: "sample-article", title: "サンプル記事", categoryId: 4, tagIds: [8, 22], author: "案件ファインダー編集部" });
    expect(article).toMatchObject({ hero: "images/07-sample.svg", heroAlt: "書類と電卓を描いたイラスト" });
    expect(article.skillIds).toHaveLength(2);
    expect(article.publishedAt).toBe("2026-03-01T15:00:00.000Z");
    expect(article.body.startsWith("リード文です。")).toBe(true);
  });

  it.each([
    ["no front matter", "# タイトル\n本文"],
    ["an unknown category", file(FRONT.replace("category: money", "category: news"))],
    ["a tag outside the master list", file(FRONT.replace("[確定申告, 経費]", "[確定申告, 存在しないタグ]"))],
    ["a skill outside the master list", file(FRONT.replace("[Python, AWS]", "[Cobol2099]"))],
    ["an update before publication", file(FRONT.replace("updated: 2026-04-01", "updated: 2026-01-01"))],
    ["an h1 in the body", file(FRONT, "# 見出し1\n\n本文")],
    ["no hero image", file(FRONT.replace(/^hero: .*$/m, ""))],
    ["a hero outside images/", file(FRONT.replace("images/07-sample.svg", "../../../etc/passwd.svg"))],
    ["a hero that is not an SVG", file(FRONT.replace("images/07-sample.svg", "images/07-sample.png"))],
    ["a hero without its alt text", file(FRONT.replace(/^heroAlt: .*$/m, ""))],
  ])("refuses %s, naming the file", (_case, text) => {
    expect(() => parseArticle("07-sample.md", text)).toThrow(/07-sample\.md/);
  });
});

describe("renderArticle", () => {
  it("gives h2 and h3 ids that the table of contents links to", () => {
    const { html, toc } = renderArticle("前文\n\n## 準備\n\n### 書類\n\n本文\n\n## まとめ\n\n終わり");
    expect(toc).toEqual([
      { id: "section-1", level: 2, text: "準備" },
      { id: "section-2", level: 3, text: "書類" },
      { id: "section-3", level: 2, text: "まとめ" },
    ]);
    expect(html).toContain('<h2 id="section-1">準備</h2>');
    expect(html).toContain('<h3 id="section-2">書類</h3>');
  });

  it("writes HTML in the Markdown out as text and refuses script links", () => {
    const { html } = renderArticle('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1))');
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain("&lt;script&gt;");
  });

  it("wraps a table so it scrolls on its own on a phone", () => {
    expect(renderArticle("| a | b |\n|---|---|\n| 1 | 2 |").html).toMatch(/^<div class="article-table"><table>/);
  });
});

describe("the articles in app/content/columns", () => {
  const articles = readArticles();

  it("are at least 30, each read without error, with distinct ids and slugs", () => {
    expect(articles.length).toBeGreaterThanOrEqual(30);
  });

  it("are each worth reading: at least 2,000 characters, a table of contents, a closing summary", () => {
    for (const article of articles) {
      const { toc } = renderArticle(article.body);
      expect(article.body.replace(/\s/g, "").length, article.slug).toBeGreaterThanOrEqual(2000);
      expect(toc.filter((entry) => entry.level === 2).length, article.slug).toBeGreaterThanOrEqual(4);
      expect(toc.at(-1)?.text, article.slug).toBe("まとめ");
    }
  });
});
