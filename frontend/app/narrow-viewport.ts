import { useSyncExternalStore } from "react";
import { MOBILE_BREAKPOINT_PX } from "./breakpoints";

/** A phone-wide viewport: below the breakpoint, where the CSS stacks pages into one column. */
export const NARROW_VIEWPORT_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_VIEWPORT_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the viewport is phone-wide now, following rotations and resizes. */
export function useNarrowViewport(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW_VIEWPORT_QUERY).matches);
}
