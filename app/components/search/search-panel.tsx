// The search panel: a GET form that works without JavaScript. With JavaScript, changing a filter
// updates the results and the URL without a full page load. On a phone, an opened panel stays open
// while the visitor ticks conditions (searchpanel=open goes with the form), until 「N件を表示」.
import { Await, Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useHrefWith } from "../pagination";
import { useTranslation } from "react-i18next";
import { PRICE_OVER_OPTIONS, SEARCH_KEYWORD_MAX_LENGTH, WORKDAY_OPTIONS } from "~/constants";
import { SKILLS } from "~/data/skills";
import { PREFECTURES } from "~/data/prefectures";
import { JOB_TYPES } from "~/data/job-types";
import { CHARACTERISTICS } from "~/data/characteristics";
import { IGNORED_JOB_TYPE_IDS } from "~/constants";
import { RemoteFilter, type SearchQuery } from "~/search/query";
import type { PanelFacets } from "~/search/facets";
import { keptHtmlProps, useRenderOnce } from "../kept-html";
import { KeywordCombobox } from "./keyword-combobox";
import { useHydrated } from "remix-utils/use-hydrated";
import { formatCount } from "~/utils/format";
import type { Language } from "~/utils/language";

type Option = { id: number; name: string };

/** The form's fields without the empty ones, so the URL stays short. */
function filledFields(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string" && value.trim() !== "") params.append(key, value);
  return params;
}
const SHOWN_OPTIONS = 16;
const JOB_OPTIONS = JOB_TYPES.filter((j) => !(IGNORED_JOB_TYPE_IDS as readonly number[]).includes(j.id));

/** The options to show: the server's list once counts have arrived; before that the selected ones, then the master order. */
function shownOptions(all: Option[], selected: number[] = [], listed?: Array<[number, number]>): Option[] {
  const byId = new Map(all.map((o) => [o.id, o]));
  if (listed) return listed.flatMap(([id]) => (byId.has(id) ? [byId.get(id)!] : []));
  const chosen = all.filter((o) => selected.includes(o.id));
  return [...chosen, ...all.filter((o) => !selected.includes(o.id)).slice(0, Math.max(0, SHOWN_OPTIONS - chosen.length))];
}

function CheckboxGroup({
  name,
  legend,
  options,
  selected,
  listed,
}: {
  name: string;
  legend: string;
  options: Option[];
  selected?: number[];
  listed?: Array<[number, number]>;
}) {
  const { t } = useTranslation();
  const counts = listed ? Object.fromEntries(listed) : undefined;
  return (
    <fieldset className="panel-group">
      <legend>{legend}</legend>
      <ul className="panel-options">
        {shownOptions(options, selected, listed).map((option) => (
          <li key={option.id}>
            <label>
              <input type="checkbox" name={name} value={option.id} defaultChecked={selected?.includes(option.id)} />
              {option.name}
              {counts ? <span className="panel-count">{t("search:count", { count: counts[option.id] ?? 0 })}</span> : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** One choice of several; value 0 is "any" and is sent empty, so it filters nothing. */
function RadioGroup({
  name,
  legend,
  options,
  selected,
  counts,
}: {
  name: string;
  legend: string;
  options: Array<{ value: number; label: string }>;
  selected: number;
  counts?: Record<number, number>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="panel-group">
      <legend>{legend}</legend>
      <ul className="panel-options">
        {options.map(({ value, label }) => (
          <li key={value}>
            <label>
              <input type="radio" name={name} value={value || ""} defaultChecked={selected === value} />
              {label}
              {value && counts ? <span className="panel-count">{t("search:count", { count: counts[value] ?? 0 })}</span> : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function PanelFields({ query, counts }: { query: SearchQuery; counts?: PanelFacets }) {
  const { t } = useTranslation();
  const f = query.filters;
  const remote = f.remote?.[0] ?? 0;
  const workdays = f.workdays ? Math.max(...f.workdays) : 0;
  const priceOver = f.price_over ? Math.min(...f.price_over) : 0;
  return (
    <>
      <div className="panel-group">
        <label htmlFor="panel-keyword" className="panel-label">
          {t("search:keyword")}
        </label>
        <KeywordCombobox id="panel-keyword" defaultValue={query.keyword} maxLength={SEARCH_KEYWORD_MAX_LENGTH} placeholder={t("search:keywordPlaceholder")} />
      </div>
      <CheckboxGroup name="skill" legend={t("search:skill")} options={SKILLS} selected={f.skill} listed={counts?.skill} />
      <CheckboxGroup name="prefecture" legend={t("search:prefecture")} options={PREFECTURES} selected={f.prefecture} listed={counts?.prefecture} />
      <CheckboxGroup name="job" legend={t("search:job")} options={JOB_OPTIONS} selected={f.job} listed={counts?.job} />
      <RadioGroup
        name="remote"
        legend={t("search:remote")}
        selected={remote}
        counts={counts?.remote}
        options={[0, RemoteFilter.possible, RemoteFilter.fullRemote].map((value) => ({ value, label: t(`search:remoteOption.${value}`) }))}
      />
      <RadioGroup
        name="workdays"
        legend={t("search:workdays")}
        selected={workdays}
        counts={counts?.workdays}
        options={[0, ...WORKDAY_OPTIONS].map((days) => ({ value: days, label: days ? t("search:workdaysOption", { days }) : t("search:any") }))}
      />
      <div className="panel-group">
        <label htmlFor="panel-price" className="panel-label">
          {t("search:priceOver")}
        </label>
        <select id="panel-price" name="price_over" defaultValue={priceOver || ""}>
          <option value="">{t("search:any")}</option>
          {PRICE_OVER_OPTIONS.map((price) => (
            <option key={price} value={price}>
              {t("search:priceOption", { price })}
            </option>
          ))}
        </select>
      </div>
      <CheckboxGroup
        name="characteristic"
        legend={t("search:characteristic")}
        options={CHARACTERISTICS.filter((c) => c.id !== 1)}
        selected={f.characteristic}
        listed={counts?.characteristic}
      />
    </>
  );
}

/** The fields are the same for everyone searching the same thing with the same counts (a search page's most
 * visited variants: /project/ and the category pages), so the server renders them once per query and counts and
 * keeps the HTML (useRenderOnce, decision 028). The browser renders them itself and hydrates the server's HTML. */
function KeptPanelFields({ query, counts }: { query: SearchQuery; counts?: PanelFacets }) {
  const renderOnce = useRenderOnce();
  const html =
    renderOnce?.("panel", JSON.stringify([query.keyword, query.filters, counts ?? null]), () => <PanelFields query={query} counts={counts} />) ?? null;
  return (
    <div className="search-panel__kept" {...keptHtmlProps(html)}>
      {html ? null : <PanelFields query={query} counts={counts} />}
    </div>
  );
}

export function SearchPanel({ query, facets, open, total }: { query: SearchQuery; facets: PanelFacets | Promise<PanelFacets>; open: boolean; total: number }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const hrefWith = useHrefWith();
  // On phones the panel starts closed; ?searchpanel=open opens it, with or without JavaScript.
  const [isOpen, setOpen] = useState(open);
  useEffect(() => setOpen(open), [open]);
  const searching = navigation.state === "loading" && navigation.location?.pathname === "/project/";
  // The same element while the data is the same: this component re-renders on every navigation
  // state, and an update reaching the streamed boundary before it has hydrated is React error #421.
  const fields = useMemo(
    () => (
      <Suspense fallback={<KeptPanelFields query={query} />}>
        <Await resolve={facets} errorElement={<KeptPanelFields query={query} />}>
          {(counts) => <KeptPanelFields query={query} counts={counts} />}
        </Await>
      </Suspense>
    ),
    [query, facets],
  );
  return (
    <div className="search-panel" data-open={isOpen}>
      <Link
        to={hrefWith({ searchpanel: isOpen ? null : "open" })}
        className="search-panel__toggle"
        aria-expanded={isOpen}
        aria-controls="search-panel-form"
        preventScrollReset
        onClick={(event) => {
          event.preventDefault();
          setOpen(!isOpen);
        }}
      >
        {t("search:changeConditions")}
      </Link>
      <Form
        id="search-panel-form"
        ref={formRef}
        method="get"
        action="/project/"
        className="search-panel__form"
        role="search"
        aria-label={t("search:panel")}
        onChange={(event) => {
          // Typing a keyword waits for the search button (or Enter); every other control searches at once.
          if ((event.target as HTMLElement).getAttribute("name") === "keyword") return;
          submit(filledFields(event.currentTarget), { action: "/project/", method: "get", replace: true, preventScrollReset: true });
        }}
        onSubmit={(event) => {
          event.preventDefault();
          // 「N件を表示」: the panel closes and the results come to the top of the screen.
          const fields = filledFields(event.currentTarget);
          fields.delete("searchpanel");
          setOpen(false);
          submit(fields, { action: "/project/", method: "get" });
        }}
      >
        {query.sort !== "suggest" ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {/* Conditions ticked in an opened panel bring it back open, with or without JavaScript. */}
        {isOpen ? <input type="hidden" name="searchpanel" value="open" /> : null}
        <div className="search-panel__fields">{fields}</div>
        <div className="search-panel__actions">
          <button type="submit" className="button button--primary">
            {/* The count is of the conditions applied: true once each tick applies at once, with JavaScript. */}
            {searching ? t("search:searching") : hydrated ? t("search:show", { total: formatCount(total, i18n.language as Language) }) : t("search:submit")}
          </button>
          <a href="/project/" className="button">
            {t("search:clear")}
          </a>
        </div>
      </Form>
    </div>
  );
}
