// What a visitor types into an entry step, kept in local storage per form and field and put back into
// empty fields (docs/product.md, Listings, agents and members); passwords are never kept.
import { useEffect, type RefObject } from "react";
import { storageKey } from "~/components/entry/entry-draft-keys";

const NEVER_KEPT = new Set(["password", "step", "intent", "website", "agree"]);

type Stored = Record<string, string | string[]>;

function read(draftKey: string): Stored {
  try {
    const value = JSON.parse(window.localStorage.getItem(storageKey(draftKey)) ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

function write(draftKey: string, value: Stored) {
  try {
    window.localStorage.setItem(storageKey(draftKey), JSON.stringify(value));
  } catch {
    // Storage full or disabled: the server's draft still holds what was sent.
  }
}

function fieldsOf(form: HTMLFormElement): Stored {
  const values: Stored = {};
  const names = new Set<string>();
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && !NEVER_KEPT.has(name) && (element as HTMLInputElement).type !== "hidden") names.add(name);
  }
  const data = new FormData(form);
  for (const name of names) {
    const all = data.getAll(name).map(String);
    const multiple = form.querySelectorAll(`input[type="checkbox"][name="${CSS.escape(name)}"]`).length > 0;
    values[name] = multiple ? all : (all[0] ?? "");
  }
  return values;
}

/** The server's draft wins where it has one. */
function restore(form: HTMLFormElement, stored: Stored) {
  for (const [name, value] of Object.entries(stored)) {
    const elements = Array.from(form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${CSS.escape(name)}"]`));
    if (elements.length === 0) continue;
    const first = elements[0];
    if (first instanceof HTMLInputElement && (first.type === "checkbox" || first.type === "radio")) {
      const inputs = elements as HTMLInputElement[];
      if (inputs.some((input) => input.checked)) continue;
      const wanted = new Set([value].flat());
      for (const input of inputs) input.checked = wanted.has(input.value);
    } else if (!first.value && typeof value === "string") {
      first.value = value;
    }
  }
}

/** A member form's `draftKey` includes the member, so a shared browser keeps them apart. */
export function useEntryDraft(draftKey: string, formRef: RefObject<HTMLFormElement>, step: string) {
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    restore(element, read(draftKey));
    const save = () => write(draftKey, { ...read(draftKey), ...fieldsOf(element) });
    element.addEventListener("input", save);
    element.addEventListener("change", save);
    return () => {
      element.removeEventListener("input", save);
      element.removeEventListener("change", save);
    };
  }, [draftKey, formRef, step]);
}
