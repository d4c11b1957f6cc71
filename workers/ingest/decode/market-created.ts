import { formatUnits } from "viem";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import type { Protocol } from "../../../shared/schemas/chart";
import { type ChainEvent, type DecodeContext, eventRow, lower, NO_AMOUNTS, pairIdFor } from "./decode-context";

/**
 * A HyperSwap factory created a market (`pair` for V2, `pool` for V3): its pair row, its `pc` event,
 * and a token row for each side the indexer meets for the first time (facts read from the chain).
 */
export function marketCreated({ args, address, at, sender }: ChainEvent, context: DecodeContext, protocol: Protocol, fee: number | null): void {
  const { state, rows, watched } = context;
  const created = lower(protocol === "hyperswap-v2" ? args.pair : args.pool);
  const token0 = lower(args.token0);
  const token1 = lower(args.token1);
  const id = pairIdFor(context, created);
  state.pairs.set(created, { id, address: created, protocol, token0, token1 });
  for (const token of [token0, token1]) {
    const facts = state.newTokenFacts.get(token);
    if (facts === undefined || rows.tokens.some((row) => row.address === token)) continue;
    // ERC-20 makes decimals optional and 18 is what tokens without them mean; facts_missing says what to read again.
    const decimals = facts.decimals ?? 18;
    const missing = Object.entries(facts).flatMap(([fact, value]) => (value === null ? [fact] : []));
    const supply = facts.totalSupply === null ? null : formatUnits(facts.totalSupply, decimals);
    state.decimals.set(token, decimals);
    if (supply !== null) state.circulating.set(token, Number(supply));
    rows.tokens.push({
      address: token,
      name: facts.name ?? "",
      symbol: facts.symbol ?? "",
      decimals,
      total_supply: supply,
      circulating_supply: supply,
      token_type: token === WHYPE_ADDRESS ? "native-wrapped" : watched.stablecoins.has(token) ? "stablecoin" : "erc20",
      creator_address: null,
      creation_block: null,
      creation_timestamp: null,
      metadata: "{}",
      facts_missing: missing.length === 0 ? null : JSON.stringify(missing),
      block_number: at.block_number,
    });
  }
  rows.pairs.push({
    id,
    address: created,
    protocol,
    token0_address: token0,
    token1_address: token1,
    fee,
    creation_block: at.block_number,
    creation_timestamp: at.block_timestamp,
    creation_transaction: at.transaction_hash,
    creator_address: sender,
    block_number: at.block_number,
  });
  rows.events.push(
    eventRow(at, {
      pair_address: created,
      contract_address: address,
      event_type: "pc",
      trader_address: sender,
      from_address: sender,
      to_address: null,
      ...NO_AMOUNTS,
      token_in_address: token0,
      token_out_address: token1,
    }),
  );
}
