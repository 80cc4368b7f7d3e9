// The one rule for text that comes from outside (issue 50): U+0000 is removed, wherever text enters
// (forms, JSON bodies, telemetry, guest cookies, feeds). PostgreSQL cannot store it in text ("invalid
// byte sequence") nor as \u0000 in jsonb, and no person types it. Every other character is kept:
// a lone surrogate is written by the database drivers as U+FFFD, which both databases store.

/** `text` without NUL characters. */
export function storableText(text: string): string {
  return text.includes("\u0000") ? text.replaceAll("\u0000", "") : text;
}

/** A parsed JSON value with every string in it (keys too) made storable. */
export function storableValue(value: unknown): unknown {
  if (typeof value === "string") return storableText(value);
  if (Array.isArray(value)) return value.map(storableValue);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [storableText(key), storableValue(inner)]));
  }
  return value;
}
