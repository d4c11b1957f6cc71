// The starred markets of this browser's trader, as React state: kept in localStorage while signed out, on the
// server while signed in, the browser's list merged in at sign-in so nothing starred is lost.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { getWatchlist, mergeWatchlist, starMarket, unstarMarket } from "../../api/watchlist";
import { useWalletSession } from "../../app/wallet-session";
import { browserStars, forgetBrowserStars, keepBrowserStars } from "./browser-lists";

export type Watchlist = {
  pairs: string[];
  /** Why the last change failed (the list is full, the network is down). */
  error: string | undefined;
  isStarred: (pair: string) => boolean;
  toggle: (pair: string) => Promise<void>;
};

const WatchlistContext = createContext<Watchlist | undefined>(undefined);

export function WatchlistProvider({ children }: { children: ReactNode }) {
  const { status, signedIn } = useWalletSession();
  const accessToken = signedIn?.accessToken;
  const [pairs, setPairs] = useState<string[]>(browserStars);
  const [error, setError] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (status === "signed-out") setPairs(browserStars());
    if (status !== "signed-in" || accessToken === undefined) return;
    let current = true;
    const local = browserStars();
    void (local.length > 0 ? mergeWatchlist(accessToken, local) : getWatchlist(accessToken)).then((result) => {
      if (!current) return;
      if (result.ok) {
        forgetBrowserStars();
        setPairs(result.data.pairs);
      } else setError(result.message ?? result.error);
    });
    return () => {
      current = false;
    };
    // A renewed access token reads the list again: the merge ran once, so this is a plain read.
  }, [status, accessToken]);

  const toggle = useCallback(
    async (pair: string) => {
      const address = pair.toLowerCase();
      const starred = pairs.includes(address);
      setError(undefined);
      if (accessToken === undefined) {
        const next = starred ? pairs.filter((kept) => kept !== address) : [address, ...pairs];
        keepBrowserStars(next);
        setPairs(next);
        return;
      }
      const result = starred ? await unstarMarket(accessToken, address) : await starMarket(accessToken, address);
      if (result.ok) setPairs(result.data.pairs);
      else setError(result.message ?? result.error);
    },
    [pairs, accessToken],
  );

  const value = useMemo(() => ({ pairs, error, isStarred: (pair: string) => pairs.includes(pair.toLowerCase()), toggle }), [pairs, error, toggle]);
  return <WatchlistContext.Provider value={value}>{children}</WatchlistContext.Provider>;
}

export function useWatchlist(): Watchlist {
  const watchlist = useContext(WatchlistContext);
  if (watchlist === undefined) throw new Error("useWatchlist needs a WatchlistProvider");
  return watchlist;
}
