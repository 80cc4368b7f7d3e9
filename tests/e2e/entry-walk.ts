// A guest walks an entry form as a person would, whatever its screens ask: on each screen every
// required field is answered with a plausible value, the fields are counted, and the primary button
// goes on, until the entry is complete. The screen budget spec and the design screenshots use it;
// it knows fields by their kind and name only, so it reads the flow as it is, not as a test expects.
import { expect, type Page } from "@playwright/test";

export type ScreenSeen = { title: string; url: string; fields: number };

const IGNORED = new Set(["step", "intent", "website"]);

/** Some day in the coming weeks, as a date input takes it. */
const soon = () => new Date(Date.now() + 40 * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);

/** What a person types into a text field, by its name or kind. */
function typed(name: string, type: string, email: string, password: string): string | null {
  if (type === "email" || name === "email") return email;
  if (type === "password") return password;
  if (type === "tel" || name === "phone") return "090-1234-5678";
  if (type === "date") return soon();
  const byName: Record<string, string> = {
    lastName: "山田",
    firstName: "花子",
    lastNameKana: "ヤマダ",
    firstNameKana: "ハナコ",
    city: "世田谷区",
    minPrice: "70",
  };
  return byName[name] ?? null;
}

/** The value to choose in a select: a birth year of someone in their thirties, otherwise one in the middle. */
async function chooseIn(page: Page, name: string) {
  const select = page.locator(`form.entry-form select[name="${name}"]`);
  const values = (await select.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).filter(Boolean);
  const wanted = name.endsWith("_year") && values.includes("1990") ? "1990" : values[Math.min(values.length - 1, 3)];
  await select.selectOption(wanted);
}

/** Answers what the screen requires and returns how many fields it shows (a group of choices is one). */
async function answerScreen(page: Page, email: string, password: string): Promise<number> {
  const form = page.locator("form.entry-form");
  const controls = await form.locator("input, select, textarea").evaluateAll((elements) =>
    elements
      .map((e) => {
        const element = e as HTMLInputElement;
        const style = getComputedStyle(element);
        const shown = element.type !== "hidden" && style.visibility !== "hidden" && element.getClientRects().length > 0;
        // A closed group of choices (a skill field) still counts: it is a field the person sees.
        const folded = element.closest("details:not([open])") !== null;
        return {
          name: element.name,
          tag: element.tagName.toLowerCase(),
          type: element.type,
          required: element.required || element.getAttribute("aria-required") === "true",
          checked: element.checked,
          value: element.value,
          shown: shown || folded,
        };
      })
      .filter((c) => c.name && c.shown),
  );
  const names = [...new Set(controls.map((c) => c.name))].filter((name) => !IGNORED.has(name));
  for (const name of names) {
    const group = controls.filter((c) => c.name === name);
    const first = group[0];
    if (first.type === "radio") {
      if (!group.some((c) => c.checked)) await form.locator(`input[name="${name}"]:visible`).first().check();
    } else if (first.type === "checkbox") {
      // The consent, and the first choice of a required group (a wish, a skill) when nothing is ticked.
      const requiredGroup = name === "agree" || (await form.locator(`fieldset:has(input[name="${name}"]) .form-field__required`).count()) > 0;
      if (requiredGroup && !group.some((c) => c.checked)) await form.locator(`input[name="${name}"]:visible`).first().check();
    } else if (first.tag === "select") {
      if (!first.value) await chooseIn(page, name);
    } else {
      const value = typed(name, first.type, email, password);
      if (value !== null && !first.value) await form.locator(`[name="${name}"]`).fill(value);
    }
  }
  return names.length;
}

const DONE = /\/(firsttime\/entry\/complete|entry\/complete\/)/;

/** Walks the form from the page it is on to the entry's completion; the screens passed, in order. */
export async function walkEntry(page: Page, { email, password, onScreen }: { email: string; password: string; onScreen?: (n: number) => Promise<void> }) {
  const screens: ScreenSeen[] = [];
  for (let n = 1; n <= 40 && !DONE.test(page.url()); n++) {
    const title = page.locator("#entry-step-title");
    await expect(title).toHaveText(/\S/);
    const heading = (await title.innerText()).trim();
    const url = page.url();
    const fields = await answerScreen(page, email, password);
    screens.push({ title: heading, url, fields });
    await onScreen?.(n);
    await page.locator("form.entry-form button[name='intent'][value='next']").click();
    // The next screen, the completion, or this one again with a message (which the walk then fails on).
    // (Read without waiting: the completion page has no such heading, and a navigation may be under way.)
    const shownTitle = () => page.evaluate(() => document.getElementById("entry-step-title")?.textContent?.trim() ?? null).catch(() => null);
    await expect.poll(async () => DONE.test(page.url()) || page.url() !== url || ![null, heading].includes(await shownTitle())).toBe(true);
  }
  await expect(page).toHaveURL(DONE);
  return screens;
}
