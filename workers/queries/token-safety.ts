import type { SnifferVerdict } from "../../shared/schemas/sniffer-verdict";
import { type LpStatus, type SafetyWallet, SNIPER_BLOCKS, type TokenSafety, type TokenSafetyResponse } from "../../shared/schemas/token-safety";
import { BURN_ADDRESSES_SQL } from "../db/chain-sql";
import { ApiError } from "../http/errors";
import { topPeople } from "./top-people";

export type SafetyRole = "creator" | "bundle" | "sniper";

/** A launchpad token's safety figures and the wallets behind each (largest first, still holding or not). */
export type SafetyFacts = {
  creationBlock: number;
  /** Base units in circulation. */
  supply: number;
  safety: TokenSafety;
  wallets: { creator: SafetyWallet | null; bundle: SafetyWallet[]; snipers: SafetyWallet[] };
};

// The launch's buyers are the curve's Transfer events (`t`, from the launchpad) in the creation block and the
// SNIPER_BLOCKS after it, read through the events key (token, block): a few rows per token, kept forever (swaps
// move to R2, transfers do not). A wallet has one role, the first of creator, bundle, sniper; the bundle also takes
// in the people its wallets passed tokens to, the common way to spread one hand's bag.
const LAUNCHES = `SELECT t.address AS token, t.creator_address AS creator, t.creation_block AS block, t.pair_created AS pair,
    (SELECT e.contract_address FROM events e WHERE e.pair_address = t.address AND e.block_number = t.creation_block AND e.event_type = 'tc') AS curve
  FROM json_each(?1) j JOIN tokens t ON t.address = j.value AND t.token_type = 'launchpad' AND t.creation_block IS NOT NULL`;

const WALLETS_SQL = `
WITH l AS (${LAUNCHES}),
buys AS (
  SELECT l.token, e.to_address AS wallet, CASE WHEN MIN(e.block_number) = l.block THEN 2 ELSE 3 END AS rank
  FROM l JOIN events e ON e.pair_address = l.token AND e.block_number BETWEEN l.block AND l.block + ?2
  WHERE e.event_type = 't' AND e.from_address = l.curve GROUP BY l.token, e.to_address
),
passed AS (
  SELECT b.token, e.to_address AS wallet, 2 AS rank FROM buys b JOIN l ON l.token = b.token
    JOIN events e ON e.pair_address = b.token AND e.trader_address = b.wallet AND e.event_type = 't'
  WHERE b.rank = 2 AND e.to_address <> l.curve AND e.to_address <> COALESCE(l.pair, '') AND e.to_address <> l.token
    AND e.to_address NOT IN (${BURN_ADDRESSES_SQL})
),
roles AS (
  SELECT token, wallet, MIN(rank) AS rank FROM (
    SELECT token, creator AS wallet, 1 AS rank FROM l WHERE creator IS NOT NULL UNION ALL SELECT * FROM buys UNION ALL SELECT * FROM passed
  ) GROUP BY token, wallet
)
SELECT r.token, r.wallet, r.rank, COALESCE(h.raw_balance, 0) AS balance
FROM roles r LEFT JOIN holder_balances h ON h.token_address = r.token AND h.holder_address = r.wallet
ORDER BY r.token, r.rank, COALESCE(h.raw_balance, 0) DESC, r.wallet`;

// Liquidity events on the bonded pair: the bonding's own add is one; any other is someone else's liquidity.
const TOKENS_SQL = `
WITH l AS (${LAUNCHES})
SELECT l.token, l.block, t.decimals, COALESCE(t.circulating_supply, t.total_supply) AS supply, v.verdict, v.score,
  CASE WHEN l.pair IS NULL THEN NULL
    ELSE (SELECT COUNT(*) FROM events e WHERE e.pair_address = l.pair AND e.event_type IN ('la', 'lr')) END AS liquidity_events
FROM l JOIN tokens t ON t.address = l.token LEFT JOIN sniffer_verdicts v ON v.token_address = l.token`;

type WalletRow = { token: string; wallet: string; rank: 1 | 2 | 3; balance: number };
type TokenRow = {
  token: string;
  block: number;
  decimals: number;
  supply: string | null;
  verdict: SnifferVerdict | null;
  score: number | null;
  liquidity_events: number | null;
};

/** A token the index has no launch block for: nothing known. */
export const NO_SAFETY: TokenSafety = { creatorShare: 0, sniperShare: 0, bundleShare: 0, lp: null, snifferVerdict: null, snifferScore: null };

/** A bonded pair's LP status from its count of liquidity events (the bonding's add is the first). */
export const lpStatus = (events: number | null): LpStatus | null => (events === null ? null : events <= 1 ? "burned" : "mixed");

/** The two statements behind tokenSafetyFacts, for a caller that batches them with its own reads. */
export function tokenSafetyStatements(db: D1Database, tokens: string[]): [D1PreparedStatement, D1PreparedStatement] {
  const list = JSON.stringify(tokens);
  return [db.prepare(WALLETS_SQL).bind(list, SNIPER_BLOCKS), db.prepare(TOKENS_SQL).bind(list)];
}

/** The safety figures of launchpad tokens, in one D1 batch for the whole list; tokens not launched on the curve are absent. */
export async function tokenSafetyFacts(db: D1Database, tokens: string[]): Promise<Map<string, SafetyFacts>> {
  if (tokens.length === 0) return new Map();
  const [walletRows, tokenRows] = await db.batch(tokenSafetyStatements(db, tokens));
  return safetyFactsOf(walletRows!, tokenRows!);
}

/** The answers of tokenSafetyStatements as each launch's figures. */
export function safetyFactsOf(walletRows: D1Result, tokenRows: D1Result): Map<string, SafetyFacts> {
  const wallets = new Map<string, WalletRow[]>();
  for (const row of walletRows.results as WalletRow[]) wallets.set(row.token, [...(wallets.get(row.token) ?? []), row]);
  return new Map(
    (tokenRows.results as TokenRow[]).map((row) => {
      const supply = Number(row.supply ?? 0) * 10 ** row.decimals;
      const shareOf = (balance: number) => (supply > 0 ? Math.min(1, balance / supply) : 0);
      const own = wallets.get(row.token) ?? [];
      const ofRank = (rank: WalletRow["rank"]) =>
        own.filter((wallet) => wallet.rank === rank).map((wallet) => ({ address: wallet.wallet, share: shareOf(wallet.balance) }));
      const total = (list: SafetyWallet[]) =>
        Math.min(
          1,
          list.reduce((sum, wallet) => sum + wallet.share, 0),
        );
      const [creator = null] = ofRank(1);
      const bundle = ofRank(2);
      const snipers = ofRank(3);
      const safety: TokenSafety = {
        creatorShare: creator?.share ?? 0,
        sniperShare: total(snipers),
        bundleShare: total(bundle),
        lp: lpStatus(row.liquidity_events),
        snifferVerdict: row.verdict,
        snifferScore: row.score,
      };
      return [row.token, { creationBlock: row.block, supply, safety, wallets: { creator, bundle, snipers } }];
    }),
  );
}

/** One launchpad token's figures with the ten largest people beside them; a 404 for a token not launched on the curve. */
export async function tokenSafety(db: D1Database, token: string): Promise<TokenSafetyResponse> {
  const [facts, top] = await Promise.all([tokenSafetyFacts(db, [token]), topPeople(db, token, 10)]);
  const found = facts.get(token);
  if (found === undefined) throw new ApiError(404, `Token ${token} is not a launchpad launch the index knows`);
  const shareOf = (balance: string) => (found.supply > 0 ? Math.min(1, Number(balance) / found.supply) : 0);
  const top10 = top.people.map((person) => ({ address: person.address, share: shareOf(person.balance) }));
  return {
    tokenAddress: token,
    creationBlock: found.creationBlock,
    sniperBlocks: SNIPER_BLOCKS,
    top10Share: Math.min(
      1,
      top10.reduce((sum, person) => sum + person.share, 0),
    ),
    safety: found.safety,
    wallets: { top10, ...found.wallets },
  };
}
