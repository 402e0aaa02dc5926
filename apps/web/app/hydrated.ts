import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * Whether the page has been hydrated: false in the server's HTML and during hydration, true after. A control whose
 * handler React attaches disables itself until then, so what a user does before is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
