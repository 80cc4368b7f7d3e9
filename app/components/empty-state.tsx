import type { ReactNode } from "react";

export function EmptyState({ icon, children, action }: { icon: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <span className="empty-state__icon">{icon}</span>
      <p className="empty-state__message">{children}</p>
      {action ? <p className="empty-state__action">{action}</p> : null}
    </div>
  );
}
