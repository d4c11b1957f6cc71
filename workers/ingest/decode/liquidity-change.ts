import { displaysToken0 } from "../../../shared/pair-sides";
import { decimalText } from "../../db/rows";
import { spot } from "./amounts";
import { amountText, type ChainEvent, type DecodeContext, decimalsOf, eventRow, lower } from "./decode-context";
import type { PairInfo, Reserves } from "./decode-state";

/**
 * Liquidity added (Mint, `la`) or taken out (a V2 Burn, a V3 Collect: `lr`) of a pair or pool, with
 * its balances after it and the displayed token's price at those balances.
 */
export function liquidityChange({ name, args, address, at, sender }: ChainEvent, context: DecodeContext, pair: PairInfo, reserves: Reserves | undefined): void {
  const price01 = reserves ? spot(reserves.reserve0, reserves.reserve1, decimalsOf(context, pair.token0), decimalsOf(context, pair.token1)) : null;
  const displayedPrice = price01 === null || price01 === 0 ? null : displaysToken0(pair.token0, pair.token1) ? price01 : 1 / price01;
  const provider = sender ?? (args.sender === undefined ? lower(args.owner) : lower(args.sender));
  context.rows.events.push(
    eventRow(at, {
      pair_address: address,
      contract_address: address,
      event_type: name === "Mint" ? "la" : "lr",
      trader_address: provider,
      from_address: provider,
      to_address: args.to === undefined ? (args.recipient === undefined ? null : lower(args.recipient)) : lower(args.to),
      token_in_address: pair.token0,
      token_out_address: pair.token1,
      amount_in: amountText(context, args.amount0 as bigint, pair.token0),
      amount_out: amountText(context, args.amount1 as bigint, pair.token1),
      reserve0_after: reserves ? amountText(context, reserves.reserve0, pair.token0) : null,
      reserve1_after: reserves ? amountText(context, reserves.reserve1, pair.token1) : null,
      liquidity_after: null,
      price_per_token: displayedPrice === null ? null : decimalText(displayedPrice),
    }),
  );
}
