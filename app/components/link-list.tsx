// Long lists of plain links (the footer's search lists, the site map). Hundreds of router <Link>s
// cost the server a router resolution each on every page; plain anchors plus one delegated click
// listener (remix-utils' useDelegatedAnchors) give the same client-side navigation when JavaScript
// runs, and plain links when it does not.
import { useRef, type ReactNode } from "react";
import { useDelegatedAnchors } from "remix-utils/use-delegated-anchors";

export function LinkList({ items, className }: { items: Array<{ key: string | number; href: string; label: ReactNode }>; className?: string }) {
  const list = useRef<HTMLUListElement>(null);
  useDelegatedAnchors(list);
  return (
    <ul className={className} ref={list}>
      {items.map((item) => (
        <li key={item.key}>
          <a href={item.href}>{item.label}</a>
        </li>
      ))}
    </ul>
  );
}
