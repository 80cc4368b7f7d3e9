// The telemetry posts' limits, apart from payload.ts so that the browser's script does not carry zod.
import { z } from "zod";
import { URL_MAX } from "./payload";

const text = (max: number) => z.string().max(max, `${max}文字以内で送ってください`).default("");

export const sessionEntrySchema = z.object({
  url: z.string().min(1, "url がありません").max(URL_MAX).startsWith("/", "url はパスで送ってください"),
  sip: text(200),
  gclid: text(200),
  internal_redirect: text(200),
  referrer: text(URL_MAX),
  full_url: text(URL_MAX),
  user_cmp_open: text(200),
  visit_query_params: text(4_000).refine((value) => {
    if (value === "") return true;
    try {
      const parsed: unknown = JSON.parse(value);
      return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed);
    } catch {
      return false;
    }
  }, "visit_query_params はクエリのJSONで送ってください"),
});

export const viewLogSchema = z.object({ full_url: z.string().min(1, "full_url がありません").max(URL_MAX) });
