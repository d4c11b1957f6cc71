// Read-your-writes: after the user's own write (a trade, above all) the API's answer carries the D1 bookmark of
// what it wrote; reads send it back for a while, so a replica at least that fresh answers them (and no shared
// cache does) and the position box and the trades table show the trade at once.
import { BOOKMARK_HEADER } from "../../shared/d1-bookmark";

/** Long enough for every replica to have caught up with the write; after it, reads go back to the edge cache. */
const OWN_WRITES_MS = 30_000;

let ownWrite: { bookmark: string; at: number } | null = null;

const fresh = (write: typeof ownWrite) => write !== null && Date.now() - write.at < OWN_WRITES_MS;

/** Keeps the bookmark of a write's answer, and a newer one from the reads that followed it. */
export function keepBookmark(response: Response, method: string): void {
  const bookmark = response.headers.get(BOOKMARK_HEADER);
  if (bookmark === null) return;
  if (method !== "GET") ownWrite = { bookmark, at: Date.now() };
  else if (ownWrite !== null && fresh(ownWrite) && bookmark > ownWrite.bookmark) ownWrite = { ...ownWrite, bookmark };
}

/** The header a read sends while the user's last write is recent. */
export function bookmarkHeaders(): Record<string, string> {
  return ownWrite !== null && fresh(ownWrite) ? { [BOOKMARK_HEADER]: ownWrite.bookmark } : {};
}
