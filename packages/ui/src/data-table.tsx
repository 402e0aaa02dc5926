"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/** One column of a DataTable: its header and how a row fills its cell. */
export interface Column<Row> {
  /** Names the column; stable across renders. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** A header only screen readers read (an actions column). */
  hiddenHeader?: boolean;
}

/** Checkbox selection of rows by key; the header box selects or clears the rows shown. */
export interface RowSelection<Row> {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** What a row's checkbox says to a screen reader, e.g. "Select SKU-1". */
  label: (row: Row) => string;
  /** The selection is being replaced (a "select all matching" loading): the boxes take no click until it is. */
  busy?: boolean;
}

/**
 * The console's one table: a caption for assistive technology, a horizontal scroll area on narrow
 * screens, optional row selection, and the empty state in place of an empty table.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  empty,
  selection,
  scrollable,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Extra attributes of a row: a test id, aria-current. */
  rowProps?: (row: Row) => Record<string, string | boolean | undefined>;
  empty: ReactNode;
  selection?: RowSelection<Row>;
  /**
   * A table of text alone, without controls, that may be wider than the page (a file's preview): a focusable region,
   * so that the keyboard can scroll it.
   */
  scrollable?: boolean;
}) {
  const t = useTranslations("Ui");
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  const keys = rows.map(rowKey);
  const allSelected = selection !== undefined && keys.every((key) => selection.selected.has(key));
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const key of keys) {
      if (allSelected) next.delete(key);
      else next.add(key);
    }
    selection.onChange(next);
  };
  const toggle = (key: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  return (
    <div className="table-wrap" {...(scrollable ? { role: "region", "aria-label": caption, tabIndex: 0 } : {})}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className="select-cell">
                <input
                  type="checkbox"
                  aria-label={t("selectAllShown")}
                  checked={allSelected}
                  disabled={selection.busy}
                  onChange={toggleAll}
                />
              </th>
            ) : null}
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {column.hiddenHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={keys[index]} {...rowProps?.(row)}>
              {selection ? (
                <td className="select-cell">
                  <input
                    type="checkbox"
                    aria-label={selection.label(row)}
                    checked={selection.selected.has(keys[index]!)}
                    disabled={selection.busy}
                    onChange={() => toggle(keys[index]!)}
                  />
                </td>
              ) : null}
              {columns.map((column) => (
                <td key={column.id}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What a list says when it has nothing to show, and what to do about it. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty">{children}</p>
      {action}
    </div>
  );
}

/** Previous and next under a paged list, with the range shown ("21–40 of 1,000+"). */
export function Pager({
  label,
  range,
  onPrevious,
  onNext,
  previousLabel,
  nextLabel,
}: {
  label: string;
  range: ReactNode;
  previousLabel?: string;
  nextLabel?: string;
  /** Absent on the first page. */
  onPrevious?: () => void;
  /** Absent on the last page. */
  onNext?: () => void;
}) {
  const t = useTranslations("Ui");
  return (
    <nav className="row pager" aria-label={label}>
      <span className="muted">{range}</span>
      <button type="button" className="secondary" disabled={!onPrevious} onClick={onPrevious}>
        {previousLabel ?? t("previous")}
      </button>
      <button type="button" className="secondary" disabled={!onNext} onClick={onNext}>
        {nextLabel ?? t("next")}
      </button>
    </nav>
  );
}
