// Where the browser keeps the entry forms' drafts (use-entry-draft.ts), and their erasing at logout and
// on leaving (spec §4). Apart from the hook because the frame of every page erases them (auth-events.tsx)
// and needs none of the rest: a module is loaded whole with the first page that imports any of it.
import type { EntryForm } from "~/models/entry/steps";

const PREFIX = "entry:draft:";

/** The local-storage key of a form's draft (the draft key names the form, and the member for a member's form). */
export const storageKey = (draftKey: string) => `${PREFIX}${draftKey}`;

/** The drafts of these forms (every member's too), or all of them. */
export function eraseEntryDrafts(forms?: EntryForm[]) {
  try {
    const prefixes = forms ? forms.map(storageKey) : [PREFIX];
    for (const key of Object.keys(window.localStorage)) if (prefixes.some((prefix) => key.startsWith(prefix))) window.localStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
