// Long lists of plain links (the footer's search lists, the site map). Hundreds of router <Link>s
// cost the server a router resolution each on every page; plain anchors plus one delegated click
// handler give the same client-side navigation when JavaScript runs, and plain links when it does not.
import { useNavigate } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";

export function useClientNavigationFor() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest("a");
    if (!anchor || anchor.target || anchor.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(anchor.pathname + anchor.search);
  };
}

export function LinkList({ items, className }: { items: Array<{ key: string | number; href: string; label: ReactNode }>; className?: string }) {
  const onClick = useClientNavigationFor();
  return (
    <ul className={className} onClick={onClick}>
      {items.map((item) => (
        <li key={item.key}><a href={item.href}>{item.label}</a></li>
      ))}
    </ul>
  );
}
