import type { ReactNode } from "react";

/** The frame of every console page: product name, navigation, content. */
export function Shell({ nav, children }: { nav?: ReactNode; children: ReactNode }) {
  return (
    <div className="shell">
      <header className="shell-header">
        <span className="shell-brand">Proseo</span>
        {nav ? <nav aria-label="Main">{nav}</nav> : null}
      </header>
      <main className="shell-main">{children}</main>
    </div>
  );
}

export function StatusBadge({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <span className={ok ? "badge badge-ok" : "badge badge-down"} role="status">
      {children}
    </span>
  );
}

export { ConfirmDialog } from "./confirm-dialog";
export { type Column, DataTable, EmptyState, Pager, type RowSelection } from "./data-table";
export { type Tab, TabList, TabPanel } from "./tabs";
