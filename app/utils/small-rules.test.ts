import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";
import { pageNumberFrom, withPageSuffix } from "./page-number";
import { languageFromCookieHeader, toLanguage } from "./language";
import { signupHref } from "./links";

describe("safeRedirectPath", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirectPath("/faq/?a=1")).toBe("/faq/?a=1");
  });
  it("refuses anything that could leave the site", () => {
    for (const target of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "/\nLocation: x", null, undefined, ""]) {
      expect(safeRedirectPath(target)).toBe("/");
    }
  });
  it("checks the path it emits: dot segments and backslashes that resolve to another host are refused", () => {
    for (const target of ["/.//evil.example/", "/..//evil.example/", "/./\\evil.example/", "/%2e%2e//evil.example/", "/a/..//evil.example/", "/./\\/evil"]) {
      expect(safeRedirectPath(target), target).toBe("/");
    }
    expect(safeRedirectPath("/a/./b/../c/")).toBe("/a/c/");
    // Percent-encoded, a backslash stays in the path: browsers do not decode it in Location.
    expect(safeRedirectPath("/%5C%5Cevil/")).toBe("/%5C%5Cevil/");
  });
});

describe("page number and heading suffix", () => {
  it("reads ?page as a positive integer, else 1", () => {
    expect(pageNumberFrom(new URLSearchParams("page=3"))).toBe(3);
    for (const bad of ["page=-1", "page=abc", "page=0", "page=", "", "page=1e3", "page=99999999999"]) {
      expect(pageNumberFrom(new URLSearchParams(bad))).toBe(1);
    }
  });
  it("adds the suffix only above page 1", () => {
    const suffix = (page: number) => `（${page}ページ目）`;
    expect(withPageSuffix("案件一覧", "?page=2", suffix)).toBe("案件一覧（2ページ目）");
    expect(withPageSuffix("案件一覧", "?page=1", suffix)).toBe("案件一覧");
    expect(withPageSuffix("案件一覧", "", suffix)).toBe("案件一覧");
  });
});

describe("language", () => {
  it("is Japanese unless the visitor chose English", () => {
    expect(toLanguage(undefined)).toBe("ja");
    expect(toLanguage("fr")).toBe("ja");
    expect(languageFromCookieHeader("a=1; lng=en")).toBe("en");
    expect(languageFromCookieHeader("xlng=en")).toBe("ja");
    expect(languageFromCookieHeader(null)).toBe("ja");
  });
});

describe("signupHref", () => {
  it("records link_id only from the top page", () => {
    expect(signupHref("/", "header_register")).toBe("/signup/?link_id=header_register");
    expect(signupHref("/", "menu_register")).toBe("/signup/?link_id=menu_register");
    expect(signupHref("/faq/", "menu_register")).toBe("/signup/");
  });
});
