import { describe, expect, it } from "vitest";
import { agentMark } from "./agent-logo";

// WCAG 2.x relative luminance and contrast ratio.
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => channel(parseInt(part, 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

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

  it("checks the contrast maths against known values", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
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
