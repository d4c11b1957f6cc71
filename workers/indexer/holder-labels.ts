import { WHALE_BALANCE_PERCENT } from "../../shared/constants";
import type { HolderType } from "../../shared/schemas/holders";
import { ZERO_ADDRESS } from "./holder-ledger";

export const DEAD_ADDRESS = "0x000000000000000000000000000000000000dead";
const BURN = `'${ZERO_ADDRESS}', '${DEAD_ADDRESS}'`;

/**
 * The markets holding a token, as (address, kind) rows: its pairs and pools, and the launchpad
 * whose curve holds it (the contract of its `tc` event). `token` is the SQL expression of the token.
 */
export function marketsSql(token: string): string {
  return `SELECT address, 'pair' AS kind FROM pairs WHERE (token0_address = ${token} OR token1_address = ${token}) AND address <> ${token}
    UNION SELECT e.contract_address, 'bonding-curve' FROM tokens t
      JOIN events e ON e.pair_address = t.address AND e.block_number = t.creation_block AND e.event_type = 'tc'
    WHERE t.address = ${token}`;
}

/** SQL condition: a `holder_balances` row `h` is a person holding the token (a positive balance, not a burn address, market or the token contract). */
export function isPersonSql(h: string): string {
  const token = `${h}.token_address`;
  return `${h}.raw_balance > 0 AND ${h}.holder_address NOT IN (${BURN}, ${token})
    AND ${h}.holder_address NOT IN (SELECT address FROM (${marketsSql(token)}))`;
}

export type LabelContext = { token: string; creator: string | null; markets: Map<string, HolderType> };

/** Labelled holders (burn addresses, markets, the token contract) are not people. */
export function isLabelled(address: string, context: LabelContext): boolean {
  return address === ZERO_ADDRESS || address === DEAD_ADDRESS || address === context.token || context.markets.has(address);
}

/** What a holder is, in order of precedence: burn, market, contract, creator, whale, anyone else. */
export function holderType(address: string, balancePercentage: number | null, context: LabelContext): HolderType {
  if (address === ZERO_ADDRESS || address === DEAD_ADDRESS) return "burn";
  const market = context.markets.get(address);
  if (market !== undefined) return market;
  if (address === context.token) return "contract";
  if (address === context.creator) return "creator";
  if (balancePercentage !== null && balancePercentage >= WHALE_BALANCE_PERCENT) return "whale";
  return "holder";
}
