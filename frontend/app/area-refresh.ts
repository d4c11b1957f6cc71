import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { useSWRConfig } from "swr";
import { isRefreshedOnAreaEntry } from "../api/launchpad-lists";

const AREAS = ["/leaderboard", "/recent"];

/** The area of a path that refreshes the launchpad lists on entry, or null. */
function areaOf(pathname: string): string | null {
  return AREAS.find((area) => pathname === area || pathname.startsWith(`${area}/`)) ?? null;
}

/**
 * Spec 2: entering the leaderboard or recent area invalidates the cached top creators, newest
 * tokens and older recent tokens (and every leaderboard page), so they are fetched again.
 */
export function useAreaRefresh(): void {
  const { pathname } = useLocation();
  const { mutate } = useSWRConfig();
  const area = areaOf(pathname);
  // On the app's first page everything is fetched fresh anyway.
  const firstPage = useRef(true);
  useEffect(() => {
    const first = firstPage.current;
    firstPage.current = false;
    if (area === null || first) return;
    void mutate(isRefreshedOnAreaEntry);
  }, [area, mutate]);
}
