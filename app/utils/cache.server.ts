// A per-process memo with a time to live. A stale value is served while a fresh one loads, so only
// the very first request waits. App servers may each hold their own copy (architecture.md §1).
type Entry<T> = { value?: T; expires: number; pending?: Promise<T> };
const entries = new Map<string, Entry<unknown>>();

export async function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const entry = (entries.get(key) as Entry<T> | undefined) ?? { expires: 0 };
  entries.set(key, entry);
  const refresh = () => {
    entry.pending ??= load()
      .then((value) => {
        entry.value = value;
        entry.expires = Date.now() + ttlMs;
        return value;
      })
      .finally(() => {
        entry.pending = undefined;
      });
    return entry.pending;
  };
  if (entry.value === undefined) return refresh();
  if (Date.now() >= entry.expires) refresh().catch(() => {});
  return entry.value;
}

export function clearCache() {
  entries.clear();
}
