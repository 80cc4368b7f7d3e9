// Parts of the frame that are the same on every page in a language (the footer's search lists and
// related services: about 500 elements, a quarter of a search page's). The server renders each
// once into HTML (kept-html.server.tsx) and writes that string into every page. The browser keeps
// the server's HTML instead of hydrating it: the part's HTML is read from the page before React
// hydrates, so React finds what it expects and never builds those elements. A part mounted later in
// the browser (after a client-side navigation from a page with the short footer) fetches its data and
// renders itself.
// Without JavaScript a part is simply the server's HTML.
//
// Pieces the same for everyone who sees the same data (a listing card, a search panel's fields)
// are rendered by the server once per key (RenderOnce, kept-html.server.tsx): the server's HTML is exactly
// what React renders, text nodes never side by side. The browser renders and hydrates the panel as usual.
// A card it keeps as the server drew it, while the card shows what it showed then (useHtmlFromPage).
import { createContext, useContext, useEffect, useId, useState, type ReactElement } from "react";

export type KeptHtmlId = "footer-search" | "footer-related";
/** The id of a kept part's heading, which names its section. */
export const keptTitleId = (id: KeptHtmlId) => `${id}-title`;
/** Each part's HTML, given by the server's entry; null for a part that could not be rendered. */
export type KeptHtml = Partial<Record<KeptHtmlId, string | null>>;

export const KeptHtmlContext = createContext<KeptHtml>({});

/** The browser's copy of the HTML the server wrote, for a part mounted again after a navigation. */
const keptInBrowser = new Map<KeptHtmlId, string | null>();

function htmlOnThisPage(id: KeptHtmlId): string | null {
  if (typeof document === "undefined") return null;
  if (!keptInBrowser.has(id)) keptInBrowser.set(id, document.getElementById(id)?.innerHTML ?? null);
  return keptInBrowser.get(id)!;
}

/** The server's HTML for the element with this id: on the server from the entry, in the browser from
 * the page as loaded; null when there is none and the component renders its content itself. */
export function useKeptHtml(id: KeptHtmlId): string | null {
  const fromServer = useContext(KeptHtmlContext)[id];
  const [html] = useState(() => fromServer ?? htmlOnThisPage(id));
  return html;
}

/** A part first mounted in the browser has no HTML to keep: its data, fetched from `url` (null until it comes,
 * and if it cannot: the part then shows nothing, as the server does when it cannot read it). */
export function useDataUnlessKept<T>(html: string | null, url: string): T | null {
  const [data, setData] = useState<T | null>(null);
  useEffect(() => {
    if (html) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<T>) : null))
      .then(setData)
      .catch(() => {});
    return () => controller.abort();
  }, [html, url]);
  return data;
}

/**
 * For an element whose content shows no more than `key` names (a listing card): the server's HTML of its
 * content, read off the page when the element is first rendered in the browser, as long as `key` is what it
 * was then; null on the server, for an element first rendered after a navigation, and once `key` changes
 * (the browser then renders the content itself, and React replaces the server's). The element carries
 * `data-kept={id}`, by which the page's copy is found: React gives it the same id in the server's render and
 * in the browser's hydration, and ids of its own to elements it renders later, so none finds another's HTML.
 * With the server's HTML as its content, React hydrates none of the elements inside (decision 039); read
 * from the page rather than left in place, the content stays whole if React renders the page afresh.
 */
export function useHtmlFromPage(key: string): { id: string; html: string | null } {
  const id = useId();
  const [fromPage] = useState(() => {
    if (typeof document === "undefined") return null;
    const html = document.querySelector(`[data-kept="${CSS.escape(id)}"]`)?.innerHTML;
    return html == null ? null : { key, html };
  });
  return { id, html: fromPage?.key === key ? fromPage.html : null };
}

/** The props that put kept HTML into its element (React then leaves the element's content alone). */
export function keptHtmlProps(html: string | null) {
  return html ? { dangerouslySetInnerHTML: { __html: html } } : {};
}

/** What the server renders once: a listing card, a search panel's fields. Each kind is kept within its own budget. */
export type RenderedOnceKind = "card" | "panel";

/** The server's renderer of a piece of content the same for every visitor who sees the same data: its HTML by
 * kind and `key`, rendered the first time and reused while the key is kept. The key names all the piece depends
 * on, the language excepted (the renderer is per language), but for `values`: each is rendered as its mark
 * (keptValue) and written into the HTML, escaped, each time the piece is used (a card's page path). */
export type RenderOnce = (kind: RenderedOnceKind, key: string, content: () => ReactElement, values?: Record<string, string>) => string;

/** Where a value given to RenderOnce goes in a kept piece: in an attribute or text of its content. */
export const keptValue = (name: string) => `\u0000${name}\u0000`;

/** Given by the server's entry; null in the browser, which renders and hydrates such pieces itself. */
export const RenderOnceContext = createContext<RenderOnce | null>(null);

export function useRenderOnce(): RenderOnce | null {
  return useContext(RenderOnceContext);
}
