// The account rules that need no database.
import { describe, expect, it } from "vitest";
import { authEvents } from "~/components/account/auth-events";
import { isCrossSiteRequest } from "~/utils/cross-site";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { leaveSchema, mailMagazineSchema, passwordResetSchema, signinSchema, signupSchema } from "./forms";
import { hashPassword, verifyPassword } from "./password.server";
import { signupQuery } from "./query";
import { isRobot } from "~/utils/form-reply.server";
import { authStateOf } from "./session.server";
import { signupAppType } from "./user.server";

const issues = (result: { success: boolean; error?: { issues: Array<{ path: (string | number)[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("form rules", () => {
  it("normalises the address and requires both fields on sign-up", () => {
    expect(signupSchema.parse({ email: "  Taro@Example.JP ", password: "kaede-2026" }).email).toBe("taro@example.jp");
    expect(issues(signupSchema.safeParse({}))).toEqual({ email: "errors.emailRequired", password: "errors.passwordRequired" });
    expect(issues(signupSchema.safeParse({ email: "taro@", password: "kaede-2026" }))).toEqual({ email: "errors.emailInvalid" });
    expect(issues(signupSchema.safeParse({ email: `${"a".repeat(250)}@example.jp`, password: "kaede-2026" }))).toEqual({ email: "errors.emailTooLong" });
  });

  it("asks for 8 to 128 characters and refuses the commonest passwords", () => {
    const password = (p: string) => issues(signupSchema.safeParse({ email: "a@example.jp", password: p })).password;
    expect(password("short")).toBe("errors.passwordTooShort");
    expect(password("x".repeat(129))).toBe("errors.passwordTooLong");
    expect(password("Password1")).toBe("errors.passwordCommon");
    expect(password("12345678")).toBe("errors.passwordCommon");
    expect(password("ながいパスワードです")).toBeUndefined();
  });

  it("does not apply the new-password rules at sign-in", () => {
    expect(signinSchema.safeParse({ email: "a@example.jp", password: "short" }).success).toBe(true);
  });

  it("checks that the new password was typed twice the same", () => {
    expect(issues(passwordResetSchema.safeParse({ password: "kaede-2026", password_confirm: "kaede-2027" }))).toEqual({
      password_confirm: "errors.passwordMismatch",
    });
    expect(passwordResetSchema.safeParse({ password: "kaede-2026", password_confirm: "kaede-2026" }).success).toBe(true);
  });

  it("needs the confirmation box to leave", () => {
    expect(issues(leaveSchema.safeParse({}))).toEqual({ confirm: "errors.leaveConfirm" });
    expect(leaveSchema.safeParse({ confirm: "on" }).success).toBe(true);
  });

  it("takes mail-magazine sign-up by address alone", () => {
    expect(mailMagazineSchema.parse({ email: "Mag@Example.jp" })).toEqual({ email: "mag@example.jp" });
  });
});

describe("passwords", () => {
  it("verifies only the password that was hashed, with a new salt each time", async () => {
    const hash = await hashPassword("kaede-2026-aki");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await hashPassword("kaede-2026-aki")).not.toBe(hash);
    expect(await verifyPassword("kaede-2026-aki", hash)).toBe(true);
    expect(await verifyPassword("kaede-2026-akI", hash)).toBe(false);
    expect(await verifyPassword("kaede-2026-aki", null)).toBe(false);
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
  });
});

describe("login state", () => {
  it("is logged in for members and the mail-magazine flag for mail-magazine users", () => {
    expect(authStateOf(null)).toEqual({ isLoggedIn: false, isMailMagUser: false });
    expect(authStateOf({ kind: 1 } as never)).toEqual({ isLoggedIn: true, isMailMagUser: false });
    expect(authStateOf({ kind: 2 } as never)).toEqual({ isLoggedIn: false, isMailMagUser: true });
  });

  it("emits the login-state events for each change", () => {
    expect(authEvents("guest", "member")).toEqual(["logged-in"]);
    expect(authEvents("member", "guest")).toEqual(["logged-out"]);
    expect(authEvents("guest", "mailMagazine")).toEqual(["mailmag-logged-in"]);
    expect(authEvents("mailMagazine", "member")).toEqual(["mailmag-logged-out", "logged-in"]);
    expect(authEvents("member", "member")).toEqual([]);
  });

  it("keeps known sign-up app types and counts others as unknown", () => {
    expect(signupAppType(undefined)).toBe(1);
    expect(signupAppType(7)).toBe(7);
    expect(signupAppType(42)).toBe(99);
  });

  it("reads link_id, app_type and a same-site redirect from the sign-up link", () => {
    expect(signupQuery(new URL("https://x.jp/signup/?link_id=menu_register&app_type=2&redirect_to=/project/detail/5/"))).toEqual({
      linkId: "menu_register",
      appType: 2,
      redirectTo: "/project/detail/5/",
      isPaidUser: undefined,
    });
    expect(signupQuery(new URL("https://x.jp/signup/?link_id=evil&app_type=5&redirect_to=https://evil.example/"))).toEqual({
      linkId: null,
      appType: undefined,
      redirectTo: undefined,
      isPaidUser: undefined,
    });
  });
});

describe("request safety", () => {
  it("refuses POSTs from other sites and lets same-site and header-less ones through", () => {
    const host = "https://anken.example.jp";
    expect(isCrossSiteRequest("POST", { origin: "https://evil.example" }, host)).toBe(true);
    expect(isCrossSiteRequest("POST", { origin: "null" }, host)).toBe(true);
    expect(isCrossSiteRequest("POST", { secFetchSite: "cross-site" }, host)).toBe(true);
    expect(isCrossSiteRequest("POST", { origin: "https://anken.example.jp", secFetchSite: "same-origin" }, host)).toBe(false);
    // An Origin that is not this site's is refused whatever Sec-Fetch-Site says: Remix would throw on it.
    expect(isCrossSiteRequest("POST", { origin: "null", secFetchSite: "same-origin" }, host)).toBe(true);
    expect(isCrossSiteRequest("POST", { origin: "https://evil.example", secFetchSite: "same-origin" }, host)).toBe(true);
    expect(isCrossSiteRequest("POST", { secFetchSite: "same-origin" }, host)).toBe(false);
    expect(isCrossSiteRequest("POST", { origin: "https://shop.anken.example.jp", secFetchSite: "same-site" }, host)).toBe(true);
    expect(isCrossSiteRequest("POST", {}, host)).toBe(false);
    expect(isCrossSiteRequest("GET", { origin: "https://evil.example" }, host)).toBe(false);
    // Scheme and port count, not only the host.
    expect(isCrossSiteRequest("POST", { origin: "http://anken.example.jp" }, host)).toBe(true);
    expect(isCrossSiteRequest("POST", { origin: "https://anken.example.jp:8443" }, host)).toBe(true);
    expect(isCrossSiteRequest("POST", { origin: "https://127.0.0.1:3622" }, "http://127.0.0.1:3622")).toBe(true);
    expect(isCrossSiteRequest("POST", { origin: "https://anken.example.jp" }, host)).toBe(false);
  });

  it("encodes a redirect target as a Location header must be", () => {
    expect(safeRedirectPath("/%E3%83%86/")).toBe("/%E3%83%86/");
    expect(safeRedirectPath("/テ/?q=東京#上")).toBe("/%E3%83%86/?q=%E6%9D%B1%E4%BA%AC#%E4%B8%8A");
    expect(safeRedirectPath("/a/../users/")).toBe("/users/");
  });

  it("keeps redirect targets on this site", () => {
    for (const target of ["https://evil.example/", "//evil.example/", "/\\evil.example", "javascript:alert(1)", "/\nLocation: x"])
      expect(safeRedirectPath(target)).toBe("/");
    expect(safeRedirectPath("/users/setting/?a=1")).toBe("/users/setting/?a=1");
  });

  it("takes a form for a robot's when any value of the honeypot is filled in", () => {
    const form = (...values: string[]) => {
      const data = new FormData();
      for (const value of values) data.append("website", value);
      return data;
    };
    expect(isRobot(form())).toBe(false);
    expect(isRobot(form(""))).toBe(false);
    expect(isRobot(form("https://spam.example"))).toBe(true);
    expect(isRobot(form("", "bot"))).toBe(true);
  });
});
