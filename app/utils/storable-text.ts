// The one rule for text from outside (decision 041): U+0000, which PostgreSQL cannot store and no person types,
// is removed wherever text enters; every other character is kept.

export function storableText(text: string): string {
  return text.includes("\u0000") ? text.replaceAll("\u0000", "") : text;
}

export function storableValue(value: unknown): unknown {
  if (typeof value === "string") return storableText(value);
  if (Array.isArray(value)) return value.map(storableValue);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [storableText(key), storableValue(inner)]));
  }
  return value;
}
