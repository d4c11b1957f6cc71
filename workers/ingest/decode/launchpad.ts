import { formatUnits } from "viem";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import { LAUNCHPAD_TOKEN_DECIMALS } from "../../../shared/launchpad-curve";
import { decimalText } from "../../db/rows";
import { spot, units } from "./amounts";
import { amountText, type ChainEvent, type DecodeContext, eventRow, lower, NO_AMOUNTS, pairIdFor } from "./decode-context";
import { swapRow } from "./swap-row";

const METADATA_KEYS = ["image_uri", "description", "website", "twitter", "telegram", "discord"] as const;

/** An event of the LiquidLaunch contract: launches, curve trades, and the milestones towards bonding. */
export function decodeLaunchpadEvent(event: ChainEvent, context: DecodeContext): void {
  switch (event.name) {
    case "TokenCreated":
      tokenCreated(event, context);
      break;
    case "TokensPurchased":
    case "TokensSold":
      curveTrade(event, context);
      break;
    case "TokenFrozen":
    case "TokenBonded":
      milestone(event, context);
      break;
  }
}

/** A launch: the token, its curve (a market whose address is the token's), and the `tc` event with the creator's first buy. */
function tokenCreated({ args, address, at }: ChainEvent, context: DecodeContext): void {
  const { state, rows } = context;
  const token = lower(args.token);
  const creator = lower(args.creator);
  const totalSupply = units(args.totalSupply as bigint, LAUNCHPAD_TOKEN_DECIMALS);
  state.tracked.add(token);
  state.decimals.set(token, LAUNCHPAD_TOKEN_DECIMALS);
  state.circulating.set(token, totalSupply);
  const id = pairIdFor(context, token);
  state.pairs.set(token, { id, address: token, protocol: "liquidlaunch", token0: token, token1: WHYPE_ADDRESS });
  const metadata = Object.fromEntries(METADATA_KEYS.map((key) => [key, String(args[key])]));
  rows.tokens.push({
    address: token,
    name: String(args.name),
    symbol: String(args.symbol),
    decimals: LAUNCHPAD_TOKEN_DECIMALS,
    total_supply: decimalText(totalSupply),
    circulating_supply: decimalText(totalSupply),
    token_type: "launchpad",
    creator_address: creator,
    creation_block: at.block_number,
    creation_timestamp: at.block_timestamp,
    metadata: JSON.stringify(metadata),
    facts_missing: null,
    block_number: at.block_number,
  });
  rows.pairs.push({
    id,
    address: token,
    protocol: "liquidlaunch",
    token0_address: token,
    token1_address: WHYPE_ADDRESS,
    fee: null,
    creation_block: at.block_number,
    creation_timestamp: at.block_timestamp,
    creation_transaction: at.transaction_hash,
    creator_address: creator,
    block_number: at.block_number,
  });
  rows.events.push(
    eventRow(at, {
      pair_address: token,
      contract_address: address,
      event_type: "tc",
      trader_address: creator,
      from_address: creator,
      to_address: null,
      ...NO_AMOUNTS,
      token_in_address: WHYPE_ADDRESS,
      token_out_address: token,
      amount_in: formatUnits(args.initialPurchaseAmount as bigint, 18),
      reserve0_after: formatUnits(args.currentTokenReserves as bigint, LAUNCHPAD_TOKEN_DECIMALS),
      reserve1_after: formatUnits(args.currentHypeReserves as bigint, 18),
      price_per_token: formatUnits(args.currentPrice as bigint, 18),
    }),
  );
}

/** A buy or sell on a curve: token0 is the token, token1 HYPE; the reserves after it are in the event. */
function curveTrade({ name, args, at }: ChainEvent, context: DecodeContext): void {
  const party = lower(name === "TokensPurchased" ? args.buyer : args.seller);
  // Through the trade guard, the launchpad names the guard: the trade is its caller's.
  const trader = party === context.watched.tradeGuard ? (context.guardTraders.get(at.transaction_hash) ?? party) : party;
  const token = lower(args.token);
  const isBuy = name === "TokensPurchased";
  const tokens = (isBuy ? args.tokensOut : args.tokensIn) as bigint;
  const hype = (isBuy ? args.hypeIn : args.hypeOut) as bigint;
  const hypeReserve = args.hypeReserves as bigint;
  const tokenReserve = args.tokenReserves as bigint;
  const tokenReserveBefore = isBuy ? tokenReserve + tokens : tokenReserve - tokens;
  // Constant product: the reserves before the trade give the spot price it moved from.
  const hypeReserveBefore = tokenReserveBefore === 0n ? 0n : (hypeReserve * tokenReserve) / tokenReserveBefore;
  context.rows.swaps.push(
    swapRow(context, {
      at,
      pair: context.state.pairs.get(token) ?? { address: token, protocol: "liquidlaunch", token0: token, token1: WHYPE_ADDRESS },
      trader,
      raw: isBuy ? { in0: 0n, in1: hype, out0: tokens, out1: 0n } : { in0: tokens, in1: 0n, out0: 0n, out1: hype },
      spotBefore: spot(tokenReserveBefore, hypeReserveBefore, LAUNCHPAD_TOKEN_DECIMALS, 18),
      spotAfter: spot(tokenReserve, hypeReserve, LAUNCHPAD_TOKEN_DECIMALS, 18),
      reserves: { reserve0: amountText(context, tokenReserve, token), reserve1: formatUnits(hypeReserve, 18), liquidity: null, sqrtPriceX96: null },
    }),
  );
}

/** The curve sold out (frozen), or its liquidity moved to HyperSwap (bonded, also a `tb` event). */
function milestone({ name, args, address, at, sender }: ChainEvent, { rows }: DecodeContext): void {
  const token = lower(args.token);
  const reached = { token, block_number: at.block_number, timestamp: at.block_timestamp };
  if (name === "TokenFrozen") {
    rows.frozen.push(reached);
    return;
  }
  rows.bonded.push(reached);
  rows.events.push(
    eventRow(at, {
      pair_address: token,
      contract_address: address,
      event_type: "tb",
      trader_address: sender,
      from_address: sender,
      to_address: null,
      ...NO_AMOUNTS,
    }),
  );
}
