// The server's settings, from the environment: every variable the app reads is named and validated
// here, so a bad value stops the start with a message that says which and why. The server fixes them
// at start (`fixEnv`); until then env() re-reads them when the environment changed (tests change it).
import { z } from "zod";

/** "1" or "0"; anything else is a mistake worth stopping for, not a silent default. */
const flag = (fallback: boolean) =>
  z
    .enum(["0", "1"], { message: 'must be "0" or "1"' })
    .optional()
    .transform((value) => (value === undefined ? fallback : value === "1"));
const integer = (min: number, max: number, fallback: number) => z.coerce.number({ message: "must be a number" }).int().min(min).max(max).default(fallback);
const httpOrigin = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://")
  .transform((value) => value.replace(/\/+$/, ""));

const text = z.string().min(1).optional();
const url = z.string().url().optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** The HTTP server. */
  PORT: integer(1, 65_535, 3000),
  /**
   * Server processes sharing the port: a number, or "auto" for one per core. Unset, one
   * per core where APP_ENV is production or staging, else one (development, tests).
   */
  WEB_CONCURRENCY: z.union([z.literal("auto"), z.coerce.number().int().min(1).max(64)], { message: 'must be "auto" or a number from 1 to 64' }).optional(),
  /**
   * Requests each server process works on at once; the next ones wait their turn (decision 037). 0
   * lets every request in as it comes, which under more load than the cores can answer costs each
   * answer twice the CPU.
   */
  REQUESTS_AT_ONCE: integer(0, 1_000, 2),
  HOST: z.string().min(1).default("127.0.0.1"),
  /**
   * On SIGTERM, how long the server keeps answering while /readyz says 503, before it stops taking
   * connections: at least the balancer's time to mark it down. 0 stops at once.
   */
  SHUTDOWN_DRAIN_MS: integer(0, 60_000, 0),
  /** The public origin behind a proxy: canonical URLs, links in mails, the same-site check. */
  SITE_URL: httpOrigin.optional(),
  /** Other host names the site answers to (comma-separated, any port), besides loopback, SITE_URL's and HOST's. */
  ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform(
      (value) =>
        value
          ?.split(",")
          .map((name) => name.trim())
          .filter(Boolean) ?? [],
    ),
  TRUST_PROXY: flag(false),
  /** A SQLite file path or a postgres:// URL; the embedded default database when unset. */
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_POOL_SIZE: integer(1, 500, 10),
  PGAPPNAME: z.string().min(1).default("anken-finder"),
  /** Background work: the agents' feed intake and the scheduled jobs (alerts, clean-up). */
  FEED_SCHEDULER: flag(true),
  /** How often each server asks whether a scheduled job or a feed import is due (their locks make one server run it). */
  SCHEDULER_TICK_SECONDS: integer(1, 3_600, 60),
  /**
   * The search index's snapshot: written after a build, every few minutes while changes
   * come and at shutdown, and loaded at start, so a server is ready in seconds. "0" keeps none.
   */
  INDEX_SNAPSHOTS: flag(true),
  INDEX_SNAPSHOT_DIR: z.string().min(1).default("data/index-snapshots"),
  JOBS: flag(true),
  ALERT_INTERVAL_MINUTES: integer(1, 24 * 60, 60),
  SEED_DEMO_DATA: flag(true),
  /** Mail: an SMTP server, or files in MAIL_DIR when unset. */
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_DIR: z.string().min(1).default("data/mail"),
  /** The operator's facts (decision 044): a JSON file of the shape app/config/operator.ts checks; unset, the built-in demo. */
  OPERATOR_FILE: z.string().min(1).optional(),
  /** Now contacts.entryDesk of the operator's facts: a deployment that still sets it would send applications elsewhere. */
  ENTRY_DESK_EMAIL: z.undefined({ message: "moved to contacts.entryDesk in the OPERATOR_FILE (decision 044)" }),
  /** Cookies: comma-separated secrets (the first signs, all verify); else one kept in a file. */
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((value) => value?.split(",").filter(Boolean) ?? []),
  SESSION_SECRET_FILE: z.string().min(1).default("data/session-secret"),
  INSECURE_COOKIES: flag(false),
  /** Where the WebP variants of images are kept once made (decision 012); safe to delete. */
  IMAGE_CACHE_DIR: z.string().min(1).default(".cache/images"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Telemetry: days session entries, page views and experiment rows are kept. */
  TELEMETRY_RETENTION_DAYS: integer(1, 3_650, 90),
  /** Analytics page views: sent only when an id is set and APP_ENV is production or staging. */
  ANALYTICS_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, "must be a Google Analytics measurement id (G-…)")
    .optional(),
  APP_ENV: z.enum(["development", "staging", "production"]).default("development"),
  /** The routes that throw on purpose, for the error-page tests only. */
  E2E_TEST_ROUTES: flag(false),
  /** Social sign-in: a provider is on when its client id and secret are set; the issuer points elsewhere (tests). */
  OAUTH_GOOGLE_CLIENT_ID: text,
  OAUTH_GOOGLE_CLIENT_SECRET: text,
  OAUTH_GOOGLE_ISSUER: url,
  OAUTH_LINE_CLIENT_ID: text,
  OAUTH_LINE_CLIENT_SECRET: text,
  OAUTH_LINE_ISSUER: url,
  OAUTH_YAHOO_CLIENT_ID: text,
  OAUTH_YAHOO_CLIENT_SECRET: text,
  OAUTH_YAHOO_ISSUER: url,
  OAUTH_GITHUB_CLIENT_ID: text,
  OAUTH_GITHUB_CLIENT_SECRET: text,
  OAUTH_GITHUB_ISSUER: url,
});

export type Env = z.infer<typeof envSchema>;
const NAMES = Object.keys(envSchema.shape) as Array<keyof Env>;

/** The settings, or an error naming every bad variable. An empty value counts as unset. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const given = Object.fromEntries(NAMES.map((name) => [name, source[name] === "" ? undefined : source[name]]));
  const parsed = envSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}=${JSON.stringify(given[String(issue.path[0])])}: ${issue.message}`);
  throw new Error(`Bad environment variable${problems.length > 1 ? "s" : ""}:\n${problems.join("\n")}`);
}

let cached: { key: string; env: Env } | undefined;
let fixed: Env | undefined;

/** The running server's settings do not change: from here on env() answers without reading them. */
export function fixEnv() {
  fixed = undefined;
  fixed = env();
}

/** The settings, read again whenever process.env changed (tests change it). */
export function env(): Env {
  if (fixed) return fixed;
  const key = NAMES.map((name) => process.env[name] ?? "\u0000").join("\u0001");
  if (cached?.key !== key) cached = { key, env: parseEnv(process.env) };
  return cached.env;
}

/** A value made from the settings on first use, and made again only when they change. */
export function fromSettings<T>(make: (settings: Env) => T): () => T {
  let made: { settings: Env; value: T } | undefined;
  return () => {
    const settings = env();
    if (made?.settings !== settings) made = { settings, value: make(settings) };
    return made.value;
  };
}
