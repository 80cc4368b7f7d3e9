import { describe, expect, it } from "vitest";
import { errorPageFor, pageStatusFor, shouldReportError, signInRedirect, statusForTrackingFailure } from "./error-page";
import { createI18n } from "./i18next.server";

describe("errorPageFor", () => {
  const ja = createI18n("ja").t;
  const en = createI18n("en").t;
  const shown = (status: number) => {
    const page = errorPageFor(status);
    return { title: en(page.titleKey), message: en(page.messageKey), ja: ja(page.messageKey) };
  };

  it("gives each status its title and text", () => {
    expect(shown(404)).toEqual({
      title: "404 Not Found",
      message: "Sorry. The page you are looking for was not found. It may have been deleted or the URL may have changed.",
      ja: "申し訳ございません。お探しのページが見つかりませんでした。削除されたか、URLが変更された可能性があります。",
    });
    expect(shown(500).title).toBe("500 Internal Server Error");
    expect(shown(500).message).toBe("Sorry. It could not be displayed because of an internal server error.");
    expect(shown(503).title).toBe("503 Service Temporarily Unavailable");
    expect(shown(503).message).toBe("Sorry. The service is temporarily unavailable.");
  });

  it("treats every other status as an unexpected error", () => {
    for (const status of [400, 403, 418, 429, 502]) {
      expect(shown(status)).toMatchObject({ title: "unexpected error", message: "An unexpected error has occurred." });
    }
  });

  it("sends a 401 to sign-in", () => {
    expect(errorPageFor(401).redirectTo).toBe("/signin/");
    expect(shown(401).message).toBe("Sorry. The requested page could not be displayed.");
    expect(errorPageFor(404).redirectTo).toBeUndefined();
  });

  it("remembers only same-site paths to come back to", () => {
    expect(signInRedirect("/users/profile/?tab=1")).toBe("/signin/?redirect_to=%2Fusers%2Fprofile%2F%3Ftab%3D1");
    expect(signInRedirect("//evil.example/")).toBe("/signin/?redirect_to=%2F");
    expect(signInRedirect("https://evil.example/")).toBe("/signin/?redirect_to=%2F");
  });

  it("reports all page errors but 400, 401 and 404", () => {
    expect([400, 401, 404].map(shouldReportError)).toEqual([false, false, false]);
    expect([403, 500, 503].map(shouldReportError)).toEqual([true, true, true]);
  });

  it("turns a 429 from tracking calls into 401, and a 405 page into 400", () => {
    expect(statusForTrackingFailure(429)).toBe(401);
    expect(statusForTrackingFailure(500)).toBe(500);
    expect(pageStatusFor(405)).toBe(400);
    expect(pageStatusFor(404)).toBe(404);
  });
});
