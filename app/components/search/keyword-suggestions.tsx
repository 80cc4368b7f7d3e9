// The keyword field's suggestions (the WAI-ARIA combobox pattern), loaded on the field's first focus
// so the search page's first scripts stay small.
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { Suggestion } from "~/search/suggestions";

const DELAY_MS = 150;

export default function KeywordSuggestions({ input }: { input: RefObject<HTMLInputElement> }) {
  const { t } = useTranslation();
  const listId = useId();
  const [options, setOptions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>({});
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (option: Suggestion) => {
    const field = input.current!;
    field.value = option.label;
    setOpen(false);
    field.form?.requestSubmit();
  };

  // The field's role and state, set on the element the page already has.
  useEffect(() => {
    const field = input.current!;
    field.setAttribute("role", "combobox");
    field.setAttribute("autocomplete", "off");
    field.setAttribute("aria-autocomplete", "list");
    field.setAttribute("aria-controls", listId);
    field.setAttribute("aria-expanded", String(open));
    if (open && active >= 0) field.setAttribute("aria-activedescendant", optionId(active));
    else field.removeAttribute("aria-activedescendant");
  });

  useEffect(() => {
    const field = input.current!;
    const state = pending.current;
    const suggest = () => {
      const typed = field.value.trim();
      clearTimeout(state.timer);
      state.controller?.abort();
      if (!typed) return setOpen(false);
      state.timer = setTimeout(() => {
        const controller = new AbortController();
        state.controller = controller;
        fetch(`/api/project/suggest/?q=${encodeURIComponent(typed)}`, { signal: controller.signal })
          .then((response) => (response.ok ? response.json() : { suggestions: [] }))
          .then(({ suggestions }: { suggestions: Suggestion[] }) => {
            setOptions(suggestions);
            setActive(-1);
            setOpen(suggestions.length > 0);
          })
          .catch(() => {});
      }, DELAY_MS);
    };
    const close = () => setOpen(false);
    field.addEventListener("input", suggest);
    field.addEventListener("blur", close);
    // What was typed while this module loaded.
    if (field.value.trim() && document.activeElement === field) suggest();
    return () => {
      clearTimeout(state.timer);
      field.removeEventListener("input", suggest);
      field.removeEventListener("blur", close);
    };
  }, [input]);

  useEffect(() => {
    const field = input.current!;
    const onKey = (event: KeyboardEvent) => {
      if (!open) return;
      const last = options.length - 1;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        setActive((current) => (event.key === "ArrowDown" ? (current < last ? current + 1 : 0) : current > 0 ? current - 1 : last));
      } else if (event.key === "Enter" && active >= 0 && active <= last) {
        event.preventDefault();
        choose(options[active]);
      } else if (event.key === "Escape") {
        event.preventDefault();
        setOpen(false);
      }
    };
    field.addEventListener("keydown", onKey);
    return () => field.removeEventListener("keydown", onKey);
  });

  return (
    <>
      <ul id={listId} role="listbox" aria-label={t("search:suggestions")} className="keyword-combobox__list" hidden={!open}>
        {options.map((option, index) => (
          <li
            key={`${option.kind}:${option.label}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="keyword-combobox__option"
            // Chosen on mousedown, before the field's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            <span>{option.label}</span>
            <span className="keyword-combobox__count">{t("search:count", { count: option.count })}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {open ? t("search:suggestionCount", { count: options.length }) : ""}
      </p>
    </>
  );
}
