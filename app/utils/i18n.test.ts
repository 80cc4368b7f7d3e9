import { describe, expect, it, vi } from "vitest";
import { createI18n, rememberPlainTranslations } from "./i18n";

describe("rememberPlainTranslations", () => {
  it("answers a plain key from memory and still resolves keys with values, namespaces and languages apart", () => {
    const instance = createI18n("ja");
    const resolve = vi.spyOn(instance, "t");
    rememberPlainTranslations(instance);
    const ja = instance.getFixedT("ja");
    const en = instance.getFixedT("en");

    expect(ja("search.title")).toBe("フリーランス案件・求人一覧");
    expect(ja("search.title")).toBe("フリーランス案件・求人一覧");
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(en("search.title")).toBe("Freelance projects");

    expect(ja("search.count", { count: 3 })).toBe("(3)");
    expect(ja("search.count", { count: 4 })).toBe("(4)");
    expect(ja("search.workdaysOption", { days: 2 })).toBe("週2日以下");
    expect(resolve).toHaveBeenCalledTimes(5);
    expect(instance.getFixedT("ja", "static")("search.title")).not.toBe("フリーランス案件・求人一覧");
  });
});
