import type { ReactNode } from "react";

/** The frame of every console page: product name, navigation (a sidebar on wide screens), content. */
/** The page's frame: the brand and the navigation (a `<nav aria-label="Main">` the caller renders) in its header. */
export function Shell({ nav, children }: { nav?: ReactNode; children: ReactNode }) {
  return (
    <div className={nav ? "shell shell-with-nav" : "shell"}>
      <header className="shell-header">
        <span className="shell-brand">Proseo</span>
        {nav ?? null}
      </header>
      <main className="shell-main">{children}</main>
    </div>
  );
}

/** A group of the navigation's links under its label ("Catalog", "Settings"), which is read before them. */
export function NavGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="nav-group">
      <span className="nav-group-label">{label}</span>
      {children}
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
