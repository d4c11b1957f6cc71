import { type Context, type Event, ponder } from "ponder:registry";
import { pair, token, trade } from "ponder:schema";
import { recordCandles } from "./candles";

ponder.on("LiquidLaunch:TokenCreated", async ({ event, context }) => {
  const { token: address, creator, name, symbol } = event.args;
  await context.db.insert(token).values({ address, creator, name, symbol, createdAt: Number(event.block.timestamp) });
});

ponder.on("LiquidLaunch:TokensPurchased", async ({ event, context }) => {
  const { token: market, buyer, hypeIn, tokensOut } = event.args;
  await recordTrade(context, event, { market, trader: buyer, isBuy: true, baseAmount: tokensOut, quoteAmount: hypeIn });
});

ponder.on("LiquidLaunch:TokensSold", async ({ event, context }) => {
  const { token: market, seller, tokensIn, hypeOut } = event.args;
  await recordTrade(context, event, { market, trader: seller, isBuy: false, baseAmount: tokensIn, quoteAmount: hypeOut });
});

ponder.on("V2Factory:PairCreated", async ({ event, context }) => {
  const { pair: address, token0, token1 } = event.args;
  await context.db.insert(pair).values({ address, token0, token1, createdAt: Number(event.block.timestamp) });
});

// Token0 is the base: a swap paying token1 in buys it.
ponder.on("V2Pair:Swap", async ({ event, context }) => {
  const { to, amount0In, amount1In, amount0Out, amount1Out } = event.args;
  const isBuy = amount1In > 0n;
  await recordTrade(context, event, {
    market: event.log.address,
    trader: to,
    isBuy,
    baseAmount: isBuy ? amount0Out : amount0In,
    quoteAmount: isBuy ? amount1In : amount1Out,
  });
});

type TradeFields = { market: `0x${string}`; trader: `0x${string}`; isBuy: boolean; baseAmount: bigint; quoteAmount: bigint };

async function recordTrade(
  context: Context<"V2Pair:Swap">,
  event: Event<"V2Pair:Swap"> | Event<"LiquidLaunch:TokensPurchased"> | Event<"LiquidLaunch:TokensSold">,
  fields: TradeFields,
) {
  if (fields.baseAmount === 0n) return;
  const price = Number(fields.quoteAmount) / Number(fields.baseAmount);
  const timestamp = Number(event.block.timestamp);
  await context.db
    .insert(trade)
    .values({ id: event.id, ...fields, price, timestamp, blockNumber: event.block.number, transactionHash: event.transaction.hash });
  await recordCandles(context.db, fields.market, timestamp, price, fields.quoteAmount);
}
