// Lists kept in the browser's local storage (search history, bookmarks): unreadable or missing
// means empty, and a full or disabled storage is never an error.
export function readLocalList<T>(key: string): T[] {
  try {
    const value = JSON.parse(window.localStorage.getItem(key) ?? "[]");
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

export function writeLocalList(key: string, items: unknown[]) {
  try {
    window.localStorage.setItem(key, JSON.stringify(items));
  } catch {
    // Storage full or disabled: the lists still work for this page.
  }
}
