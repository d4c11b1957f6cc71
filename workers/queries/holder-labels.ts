import { BURN_ADDRESSES } from "../../shared/addresses";
import type { HolderType } from "../../shared/schemas/token-holders";
import { WHALE_BALANCE_PERCENT } from "../../shared/schemas/token-holders";
import { BURN_ADDRESSES_SQL } from "../db/chain-sql";

/**
 * The markets holding tokens, as (token, address, kind) rows: their pairs and pools, and the
 * launchpad whose curve holds each (the contract of its `tc` event). `tokens` is the SQL expression
 * of a JSON array of token addresses.
 */
export function marketsSql(tokens: string): string {
  return `SELECT j.value AS token, p.address, 'pair' AS kind FROM json_each(${tokens}) j
      JOIN pairs p ON (p.token0_address = j.value OR p.token1_address = j.value) AND p.address <> j.value
    UNION SELECT j.value, e.contract_address, 'bonding-curve' FROM json_each(${tokens}) j
      JOIN tokens t ON t.address = j.value
      JOIN events e ON e.pair_address = t.address AND e.block_number = t.creation_block AND e.event_type = 'tc'`;
}

/**
 * The people holding tokens, as (token, holder, balance) rows: positive balances that are not burn
 * addresses, markets or the token contract itself. The markets are read once for all the tokens
 * (an uncorrelated subquery), not once per holder.
 */
export function peopleSql(tokens: string): string {
  return `SELECT h.token_address AS token, h.holder_address AS holder, h.raw_balance AS balance FROM holder_balances h
    WHERE h.token_address IN (SELECT value FROM json_each(${tokens})) AND h.raw_balance > 0
      AND h.holder_address NOT IN (${BURN_ADDRESSES_SQL}) AND h.holder_address <> h.token_address
      AND (h.token_address, h.holder_address) NOT IN (SELECT token, address FROM (${marketsSql(tokens)}))`;
}

export type LabelContext = { token: string; creator: string | null; markets: Map<string, HolderType> };

/** Labelled holders (burn addresses, markets, the token contract) are not people. */
export function isLabelled(address: string, context: LabelContext): boolean {
  return BURN_ADDRESSES.includes(address) || address === context.token || context.markets.has(address);
}

/** What a holder is, in order of precedence: burn, market, contract, creator, whale, anyone else. */
export function holderType(address: string, balancePercentage: number | null, context: LabelContext): HolderType {
  if (BURN_ADDRESSES.includes(address)) return "burn";
  const market = context.markets.get(address);
  if (market !== undefined) return market;
  if (address === context.token) return "contract";
  if (address === context.creator) return "creator";
  if (balancePercentage !== null && balancePercentage >= WHALE_BALANCE_PERCENT) return "whale";
  return "holder";
}
