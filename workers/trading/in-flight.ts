// What a wallet has in flight (sent from here, not yet mined) and the nonce and funds left for its next
// transaction. Pure: WalletNonces keeps the list, the sender reads the chain view.

/** HyperEVM's mempool takes only the next 8 nonces of an address (HYPEREVM.md): more would never be mined. */
export const MAX_IN_FLIGHT = 8;

/** A transaction sent from here: its nonce, hash and the most it can cost (value plus gas limit × max fee). */
export type InFlight = { nonce: number; hash: string; cost: bigint };

/** The node's view of the wallet, read while the wallet's lease is held. */
export type ChainView = {
  /** Transactions mined (the latest block's nonce) and the balance at that same block. */
  minedCount: number;
  balance: bigint;
  /** The node's pending nonce and balance, which count what its pool holds (from here or elsewhere). */
  pendingCount: number;
  pendingBalance: bigint;
  /** The in-flight hashes the node still knows (asked for those at or past the pending nonce only). */
  known: string[];
};

export type Plan =
  | { ok: true; nonce: number; inFlight: InFlight[] }
  | { ok: false; reason: "funds"; inFlight: InFlight[]; available: bigint; committed: bigint; balance: bigint }
  | { ok: false; reason: "queue"; inFlight: InFlight[] };

/**
 * The in-flight transactions still alive: not mined (nonce at or past the mined count) and, past the node's
 * pending nonce, still known to the node (a transaction it dropped never mines, and its nonce is free again).
 */
export function stillInFlight(inFlight: InFlight[], view: ChainView): InFlight[] {
  const known = new Set(view.known.map((hash) => hash.toLowerCase()));
  return inFlight.filter((sent) => sent.nonce >= view.minedCount && (sent.nonce < view.pendingCount || known.has(sent.hash.toLowerCase())));
}

/**
 * The next transaction's nonce: the lowest at or past the node's pending nonce that no live transaction holds,
 * so a dropped transaction's nonce is reused (a gap would hold every later one back for good). It is sent
 * only if the balance covers it besides what the live ones may still spend.
 */
export function planNext(inFlight: InFlight[], view: ChainView, cost: bigint): Plan {
  const live = stillInFlight(inFlight, view);
  if (live.length >= MAX_IN_FLIGHT) return { ok: false, reason: "queue", inFlight: live };
  const committed = live.reduce((sum, sent) => sum + sent.cost, 0n);
  const afterLive = view.balance - committed;
  // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
  const available = afterLive < view.pendingBalance ? afterLive : view.pendingBalance;
  if (available < cost) return { ok: false, reason: "funds", inFlight: live, available, committed, balance: view.balance };
  const taken = new Set(live.map((sent) => sent.nonce));
  let nonce = view.pendingCount;
  while (taken.has(nonce)) nonce++;
  return { ok: true, nonce, inFlight: live };
}
