// Long lists of plain links with one delegated click handler: router <Link>s cost the server a
// resolution each (decision 027), and this navigates the same on the client.
import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** A plain left click on a link to this site navigates on the client; any other click keeps the browser's behaviour. */
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

/** Also from an svg inside the link (an agent's logo), whose element is not an HTML one. */
function linkClicked(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest("a") : null;
  return anchor instanceof HTMLAnchorElement && anchor.hasAttribute("href") && anchor.host === window.location.host ? anchor : null;
}

export function LinkList({ items, className }: { items: Array<{ key: string | number; href: string; label: ReactNode }>; className?: string }) {
  const followLink = useFollowLinksInside();
  return (
    // Only follows the links' own clicks (Enter on a link clicks it), so the list needs no key handler.
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

export function NavLinkList({ links, className }: { links: ReadonlyArray<{ to: string; key: string }>; className?: string }) {
  const { t } = useTranslation();
  return <LinkList className={className} items={links.map((link) => ({ key: link.to, href: link.to, label: t(link.key) }))} />;
}
