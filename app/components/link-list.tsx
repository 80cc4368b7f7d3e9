// Long lists of plain links (the footer's search lists, the site map). Hundreds of router <Link>s
// cost the server a router resolution each on every page; plain anchors plus one delegated click
// handler give the same client-side navigation when JavaScript runs, and plain links when it does not.
import type { MouseEvent, ReactNode } from "react";
import { useNavigate } from "@remix-run/react";
import { isLinkEvent } from "remix-utils/use-delegated-anchors";

/** A click handler for an element holding plain links: a plain left click on a link to this site
 * navigates on the client, as a router <Link> would; any other click keeps the browser's behaviour. */
export function useFollowLinksInside() {
  const navigate = useNavigate();
  return (event: MouseEvent) => {
    const anchor = isLinkEvent(event.nativeEvent);
    if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
    event.preventDefault();
    navigate({ pathname: anchor.pathname, search: anchor.search, hash: anchor.hash });
  };
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
