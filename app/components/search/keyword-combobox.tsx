// The keyword field with suggestions (the WAI-ARIA combobox pattern, list autocomplete): typing
// shows vocabulary terms with their listing counts; arrow keys move through them, Enter or a click
// searches for one, Escape closes the list. Without JavaScript it is the plain search field.
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Suggestion } from "~/search/suggestions";

const DELAY_MS = 150;

export function KeywordCombobox({ id, defaultValue, maxLength, placeholder }: { id: string; defaultValue: string; maxLength: number; placeholder: string }) {
  const { t } = useTranslation();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [options, setOptions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const request = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>({});
  useEffect(() => setEnhanced(true), []);
  useEffect(() => () => clearTimeout(request.current.timer), []);

  const suggest = (typed: string) => {
    clearTimeout(request.current.timer);
    request.current.controller?.abort();
    if (!typed.trim()) {
      setOpen(false);
      return;
    }
    request.current.timer = setTimeout(() => {
      const controller = new AbortController();
      request.current.controller = controller;
      fetch(`/api/project/suggest/?q=${encodeURIComponent(typed.trim())}`, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : { suggestions: [] }))
        .then(({ suggestions }: { suggestions: Suggestion[] }) => {
          setOptions(suggestions);
          setActive(-1);
          setOpen(suggestions.length > 0);
        })
        .catch(() => {});
    }, DELAY_MS);
  };

  const choose = (option: Suggestion) => {
    const field = input.current!;
    field.value = option.label;
    setOpen(false);
    field.form?.requestSubmit();
  };

  const optionId = (index: number) => `${listId}-${index}`;
  const expanded = enhanced && open;
  return (
    <div className="keyword-combobox">
      <input
        ref={input}
        id={id}
        type="search"
        name="keyword"
        defaultValue={defaultValue}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        {...(enhanced
          ? {
              role: "combobox",
              "aria-autocomplete": "list" as const,
              "aria-expanded": expanded,
              "aria-controls": listId,
              "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
            }
          : {})}
        onInput={(event) => suggest(event.currentTarget.value)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (!expanded) return;
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            const last = options.length - 1;
            setActive((current) => (event.key === "ArrowDown" ? (current < last ? current + 1 : 0) : current > 0 ? current - 1 : last));
          } else if (event.key === "Enter" && active >= 0 && active < options.length) {
            event.preventDefault();
            choose(options[active]);
          } else if (event.key === "Escape") {
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      {enhanced ? (
        <ul id={listId} role="listbox" aria-label={t("search:suggestions")} className="keyword-combobox__list" hidden={!expanded}>
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
      ) : null}
      {enhanced ? (
        <p className="visually-hidden" aria-live="polite">
          {expanded ? t("search:suggestionCount", { count: options.length }) : ""}
        </p>
      ) : null}
    </div>
  );
}
