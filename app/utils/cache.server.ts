// A per-process memo with a time to live; a stale value is served while a fresh one loads, so only the
// first request waits. Each server process holds its own copy.
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
