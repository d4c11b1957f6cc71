import type { SnifferVerdict } from "../../shared/schemas/sniffer-verdict";
import type { ListSafety } from "../../shared/schemas/token-safety";
import { holderCountsStatement, holderFactsOf } from "./holder-counts";
import { safetyFactsOf, tokenSafetyStatements } from "./token-safety";

// A list row's safety, for every row of a page at once: the launch figures (token-safety.ts), the people's top-10
// share (holder-counts.ts) and the sniffer's verdict of tokens that did not launch on the curve, in one D1 batch.

const VERDICTS_SQL = "SELECT token_address AS token, verdict, score FROM sniffer_verdicts WHERE token_address IN (SELECT value FROM json_each(?1))";

type VerdictRow = { token: string; verdict: SnifferVerdict; score: number };

/** Nothing known about a token: it did not launch on the curve, its holders are not tracked, nobody sniffed it. */
const UNKNOWN: ListSafety = {
  top10Share: null,
  creatorShare: null,
  sniperShare: null,
  bundleShare: null,
  lp: null,
  snifferVerdict: null,
  snifferScore: null,
};

/** The safety of each token in `tokens` (lowercase addresses), every one present in the map. */
export async function listSafety(db: D1Database, tokens: string[]): Promise<Map<string, ListSafety>> {
  const unique = [...new Set(tokens)];
  if (unique.length === 0) return new Map();
  const [walletRows, launchRows, holderRows, verdictRows] = await db.batch([
    ...tokenSafetyStatements(db, unique),
    holderCountsStatement(db, unique),
    db.prepare(VERDICTS_SQL).bind(JSON.stringify(unique)),
  ]);
  const launches = safetyFactsOf(walletRows!, launchRows!);
  const holders = holderFactsOf(holderRows!);
  const verdicts = new Map((verdictRows!.results as VerdictRow[]).map((row) => [row.token, row]));
  return new Map(
    unique.map((token) => {
      const launch = launches.get(token)?.safety;
      const top10Share = holders.get(token)?.top10Share ?? (launch === undefined ? null : 0);
      if (launch !== undefined) return [token, { ...launch, top10Share }];
      const verdict = verdicts.get(token);
      return [token, { ...UNKNOWN, top10Share, snifferVerdict: verdict?.verdict ?? null, snifferScore: verdict?.score ?? null }];
    }),
  );
}
