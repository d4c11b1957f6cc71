import type { ReactNode } from "react";
import type { Cache, State } from "swr";
import { SWRConfig } from "swr";
import { DATA_CACHE, SEARCH_CACHE, SEARCH_KEY_PREFIX } from "../api/swr-policy";

type Entry = { state: State; storedAt: number };

/**
 * SWR's cache with the spec's retention: entries are dropped once older than their kept time
 * (search 60 s, everything else 2 h), so an old answer is fetched again instead of shown.
 */
function expiringCache(): Cache {
  const entries = new Map<string, Entry>();
  const keptMs = (key: string) => (key.startsWith(SEARCH_KEY_PREFIX) ? SEARCH_CACHE.keptMs : DATA_CACHE.keptMs);
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (Date.now() - entry.storedAt > keptMs(key)) {
        entries.delete(key);
        return undefined;
      }
      return entry.state;
    },
    set(key, state) {
      entries.set(key, { state, storedAt: Date.now() });
    },
    delete(key) {
      entries.delete(key);
    },
    keys() {
      return entries.keys();
    },
  };
}

/** The data policy of spec 9: fresh 1 h, kept 2 h, 2 retries, no refetch on focus, refetch on mount, online only. */
export function DataPolicy({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        provider: expiringCache,
        dedupingInterval: DATA_CACHE.freshMs,
        errorRetryCount: DATA_CACHE.retries,
        revalidateOnFocus: DATA_CACHE.refetchOnFocus,
        revalidateOnMount: DATA_CACHE.refetchOnMount,
        revalidateOnReconnect: true,
        isOnline: () => navigator.onLine,
      }}
    >
      {children}
    </SWRConfig>
  );
}
