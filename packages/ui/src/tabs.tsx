"use client";
import { type KeyboardEvent, type ReactNode, useRef } from "react";

export interface Tab {
  id: string;
  label: ReactNode;
}

/** The ids that tie a tab to its panel; `group` keeps two tab lists on one page apart. */
const tabId = (group: string, id: string) => `${group}-tab-${id}`;
const panelId = (group: string, id: string) => `${group}-panel-${id}`;

/**
 * A WAI-ARIA tab list with a roving tabindex: only the selected tab is in the Tab order, the arrow
 * keys, Home and End select and focus another, and Tab goes on into the panel.
 */
export function TabList({
  group,
  label,
  tabs,
  selected,
  onSelect,
}: {
  group: string;
  label: string;
  tabs: readonly Tab[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  function move(event: KeyboardEvent) {
    // From the focused tab: the selection may lag behind it while the page follows the last key.
    const focused = buttons.current.indexOf(event.target as HTMLButtonElement);
    const current = focused >= 0 ? focused : tabs.findIndex((tab) => tab.id === selected);
    const next = {
      ArrowRight: (current + 1) % tabs.length,
      ArrowLeft: (current - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next]!.id);
    buttons.current[next]?.focus();
  }
  return (
    <div role="tablist" aria-label={label} className="tabs" onKeyDown={move}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(group, tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={panelId(group, tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The panel of one tab of a `TabList` of the same group; a panel kept mounted while another is shown is `hidden`. */
export function TabPanel({
  group,
  id,
  hidden = false,
  children,
}: {
  group: string;
  id: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div role="tabpanel" id={panelId(group, id)} aria-labelledby={tabId(group, id)} className="tab-panel" hidden={hidden}>
      {children}
    </div>
  );
}
