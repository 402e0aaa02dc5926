"use client";
import { useState } from "react";

/** Cursor paging of a list: the current page's cursor and the moves to the previous and next pages. */
export function useCursorPages() {
  // The cursors of the pages before this one, to go back; the first page has none.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return {
    cursor: cursors.at(-1),
    /** The page's index, from 0. */
    page: cursors.length - 1,
    /** Absent on the first page. */
    previous: cursors.length > 1 ? () => setCursors(cursors.slice(0, -1)) : undefined,
    /** The move to the page a list's next_cursor starts; absent on the last page. */
    next: (nextCursor: string | null) => (nextCursor === null ? undefined : () => setCursors([...cursors, nextCursor])),
    /** Back to the first page (when a filter changes). */
    reset: () => setCursors([undefined]),
  };
}
