import { describe, expect, it } from "vitest";
import { contrastRatio as contrast } from "~/styles/contrast";
import { renderToStaticMarkup } from "react-dom/server";
import { AgentLogo, agentMark } from "./agent-logo";

const ids = Array.from({ length: 120 }, (_, i) => i + 1);
const marks = ids.map((id) => agentMark(id, `エージェント${id}`));

describe("agentMark", () => {
  it("is deterministic", () => {
    for (const id of ids) expect(agentMark(id, "クラウドベース")).toEqual(agentMark(id, "クラウドベース"));
    expect(agentMark(87, "クラウドベース").color).toBe(agentMark(87, "別の名前").color);
  });

  it("gives ids 1..120 distinct (shape, colour) pairs", () => {
    const pairs = new Set(marks.map((mark) => `${mark.shape} ${mark.color}`));
    expect(pairs.size).toBe(120);
  });

  it("uses at least 8 shapes and 16 colours", () => {
    expect(new Set(marks.map((mark) => mark.shape)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(marks.map((mark) => mark.color)).size).toBeGreaterThanOrEqual(16);
  });

  it("changes both shape and colour between consecutive ids", () => {
    for (let i = 1; i < marks.length; i++) {
      expect(marks[i].shape, `ids ${i} and ${i + 1}`).not.toBe(marks[i - 1].shape);
      expect(marks[i].color, `ids ${i} and ${i + 1}`).not.toBe(marks[i - 1].color);
    }
  });

  it("changes both between agents 12 ids apart (the demo names' same first word)", () => {
    for (let i = 12; i < marks.length; i++) {
      expect(marks[i].shape).not.toBe(marks[i - 12].shape);
      expect(marks[i].color).not.toBe(marks[i - 12].color);
    }
  });

  it("only uses colours on which white text reaches 4.5:1", () => {
    for (const color of new Set(marks.map((mark) => mark.color))) {
      expect(contrast(color, "#ffffff"), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("takes the initial from the name", () => {
    expect(agentMark(1, "クラウドベース").initial).toBe("ク");
    expect(agentMark(1, "株式会社テック").initial).toBe("テ");
    expect(agentMark(1, "株式会社 テック").initial).toBe("テ");
    expect(agentMark(1, "（株）ワークス").initial).toBe("ワ");
    expect(agentMark(1, "levtech").initial).toBe("L");
    expect(agentMark(1, "ｌｅｖｔｅｃｈ").initial).toBe("L");
    expect(agentMark(1, "  「コードリンク」").initial).toBe("コ");
    expect(agentMark(1, "#1 エンジニア").initial).toBe("1");
    expect(agentMark(1, "株式会社").initial).toBe("株");
  });
});

describe("AgentLogo", () => {
  it("shows a real agent's logo when one is set, and draws the mark otherwise", () => {
    const logo = renderToStaticMarkup(<AgentLogo id={3} name="クラウドベース" logoUrl="/logos/cloudbase.svg" size={48} label="クラウドベースのロゴ" />);
    expect(logo).toMatch(/^<img /);
    expect(logo).toContain('src="/logos/cloudbase.svg"');
    expect(logo).toContain('alt="クラウドベースのロゴ"');
    const drawn = renderToStaticMarkup(<AgentLogo id={3} name="クラウドベース" logoUrl="" label="クラウドベースのロゴ" />);
    expect(drawn).toMatch(/^<svg /);
    expect(drawn).toContain('role="img"');
    expect(drawn).toContain('aria-label="クラウドベースのロゴ"');
    expect(drawn).toContain(">ク</text>");
  });

  it("is decorative without a label: the name beside it is not read twice", () => {
    expect(renderToStaticMarkup(<AgentLogo id={3} name="クラウドベース" logoUrl="/logos/cloudbase.svg" />)).toContain('alt=""');
    const drawn = renderToStaticMarkup(<AgentLogo id={3} name="クラウドベース" />);
    expect(drawn).toContain('aria-hidden="true"');
    expect(drawn).not.toContain("aria-label");
  });
});
