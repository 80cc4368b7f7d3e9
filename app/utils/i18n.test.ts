import { describe, expect, it, vi } from "vitest";
import { createI18n, rememberTranslations } from "./i18next.server";

describe("rememberTranslations", () => {
  it("answers a call it has answered from memory, telling keys, values, namespaces and languages apart", () => {
    const instance = createI18n("ja");
    const resolve = vi.spyOn(instance, "t");
    rememberTranslations(instance);
    const ja = instance.getFixedT("ja");
    const en = instance.getFixedT("en");

    expect(ja("search:title")).toBe("フリーランス案件・求人一覧");
    expect(ja("search:title")).toBe("フリーランス案件・求人一覧");
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(en("search:title")).toBe("Freelance projects");

    expect(ja("search:count", { count: 3 })).toBe("(3)");
    expect(ja("search:count", { count: 4 })).toBe("(4)");
    expect(ja("search:count", { count: 3 })).toBe("(3)");
    expect(ja("search:workdaysOption", { days: 2 })).toBe("週2日以下");
    expect(ja("search:workdaysOption", { days: 3 })).toBe("週3日以下");
    expect(resolve).toHaveBeenCalledTimes(6);
    // A value that is an object is resolved each time: its text may differ for the same JSON.
    ja("search:total", { total: { toString: () => "5" } });
    ja("search:total", { total: { toString: () => "5" } });
    expect(resolve).toHaveBeenCalledTimes(8);
    // The same key asked of another namespace's translator is not answered from this one's memory.
    expect(instance.getFixedT("ja", "search")("title")).toBe("フリーランス案件・求人一覧");
    expect(instance.getFixedT("ja", "static")("title")).not.toBe("フリーランス案件・求人一覧");
  });

  it("tells apart calls whose values differ only in type, in being a list, or by a separator inside a text", () => {
    const instance = createI18n("ja");
    const resolve = vi.spyOn(instance, "t");
    rememberTranslations(instance);
    const ja = instance.getFixedT("ja");

    expect(ja("listing:bookmark.saveLabel", { title: "Go" })).toBe("「Go」を保存する");
    expect(ja("listing:bookmark.saveLabel", { title: "Go" })).toBe("「Go」を保存する");
    expect(resolve).toHaveBeenCalledTimes(1);
    ja("search:workdaysOption", { days: 3 });
    ja("search:workdaysOption", { days: "3" });
    ja("search:workdaysOption", { days: [3] });
    expect(resolve).toHaveBeenCalledTimes(4);
    // Such a text is resolved each time, never mistaken for another call's.
    expect(ja("listing:bookmark.saveLabel", { title: "a\u0001sb" })).toBe("「a\u0001sb」を保存する");
    expect(ja("listing:bookmark.saveLabel", { title: "a\u0001sb" })).toBe("「a\u0001sb」を保存する");
    expect(resolve).toHaveBeenCalledTimes(6);
  });

  it("keeps one translator per language and namespace, which answers a call again without asking i18next", () => {
    const instance = rememberTranslations(createI18n("ja"));
    const ja = instance.getFixedT("ja");
    expect(instance.getFixedT("ja")).toBe(ja);
    expect(instance.getFixedT("ja", "static")).not.toBe(ja);
    expect(ja("search:count", { count: 3 })).toBe("(3)");
    const asked = vi.spyOn(instance, "t");
    expect(ja("search:count", { count: 3 })).toBe("(3)");
    expect(asked).not.toHaveBeenCalled();
    expect(ja("search:count", { count: 5 })).toBe("(5)");
    expect(asked).toHaveBeenCalledTimes(1);
    // A key prefix is left to i18next.
    expect(instance.getFixedT("ja", "common", "pagination")("next")).toBe("次へ");
  });
});
