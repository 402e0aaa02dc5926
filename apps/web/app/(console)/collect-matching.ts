/** The most products one "select all matching" takes. */
export const MAX_SELECTION = 10_000;

/** One page of a list that continues by cursor. */
interface Page {
  products: { id: string }[];
  next_cursor: string | null;
}

/**
 * "Select all matching": the ids of a filtered list, read page by page from its first up to MAX_SELECTION, with
 * `progress` told the count after each page; `beyond` says that more matched than were taken.
 */
export async function collectMatching(
  page: (cursor: string | undefined) => Promise<Page>,
  progress: (collected: number) => void,
): Promise<{ ids: Set<string>; beyond: boolean }> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const next = await page(cursor);
    ids.push(...next.products.map((product) => product.id));
    progress(ids.length);
    cursor = next.next_cursor ?? undefined;
  } while (cursor && ids.length < MAX_SELECTION);
  return { ids: new Set(ids.slice(0, MAX_SELECTION)), beyond: ids.length > MAX_SELECTION || cursor !== undefined };
}
