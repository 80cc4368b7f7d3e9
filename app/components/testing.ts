// For unit tests that render components through createRemixStub on the server.
import { afterAll, beforeAll, vi } from "vitest";

/** The stub's memory router warns that useLayoutEffect does nothing on the server: silence that warning only. */
export function quietServerLayoutEffectWarning() {
  const originalError = console.error;
  beforeAll(() => {
    vi.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
      if (typeof message === "string" && message.includes("useLayoutEffect does nothing on the server")) return;
      originalError(message, ...rest);
    });
  });
  afterAll(() => vi.restoreAllMocks());
}
