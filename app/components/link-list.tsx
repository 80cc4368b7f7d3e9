// Long lists of plain links (the footer's search lists, the site map). Hundreds of router <Link>s
// cost the server a router resolution each on every page; plain anchors plus one delegated click
// handler give the same client-side navigation when JavaScript runs, and plain links when it does not.
import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** A click handler for an element holding plain links: a plain left click on a link to this site
 * navigates on the client, as a router <Link> would; any other click keeps the browser's behaviour. */
export function useFollowLinksInside() {
  const navigate = useNavigate();
  return (event: MouseEvent) => {
    const anchor = linkClicked(event.target);
    if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
    event.preventDefault();
    const to = { pathname: anchor.pathname, search: anchor.search, hash: anchor.hash };
    // As a router <Link>: a link to the page being shown replaces its history entry.
    const here = window.location;
    navigate(to, { replace: to.pathname === here.pathname && to.search === here.search && to.hash === here.hash });
  };
}

/** The link to this site that a click landed in, if any: on its text, or on an svg inside it (an
 * agent's generated logo), whose element is not an HTML one. */
function linkClicked(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest("a") : null;
  return anchor instanceof HTMLAnchorElement && anchor.hasAttribute("href") && anchor.host === window.location.host ? anchor : null;
}

export function LinkList({ items, className }: { items: Array<{ key: string | number; href: string; label: ReactNode }>; className?: string }) {
  const followLink = useFollowLinksInside();
  return (
    // Clicks on the links inside are handled here, one handler for the whole list. The handler only follows the
    // links' own clicks (Enter on a focused link clicks it), so the element itself needs no key handler.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <ul className={className} onClick={followLink}>
      {items.map((item) => (
        <li key={item.key}>
          <a href={item.href}>{item.label}</a>
        </li>
      ))}
    </ul>
  );
}

/** A LinkList of site navigation (the footer's, the menu's): each link a path and its label's translation key. */
export function NavLinkList({ links, className }: { links: ReadonlyArray<{ to: string; key: string }>; className?: string }) {
  const { t } = useTranslation();
  return <LinkList className={className} items={links.map((link) => ({ key: link.to, href: link.to, label: t(link.key) }))} />;
}
