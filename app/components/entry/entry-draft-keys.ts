// Where the browser keeps the entry forms' drafts, and their erasing at logout (docs/product.md,
// States); apart from the hook because every page's frame erases them and needs nothing else.
import type { EntryForm } from "~/models/entry/steps";

const PREFIX = "entry:draft:";

export const storageKey = (draftKey: string) => `${PREFIX}${draftKey}`;

export function eraseEntryDrafts(forms?: EntryForm[]) {
  try {
    const prefixes = forms ? forms.map(storageKey) : [PREFIX];
    for (const key of Object.keys(window.localStorage)) if (prefixes.some((prefix) => key.startsWith(prefix))) window.localStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
