// The trades the app sent for its users (trade_orders), with their referrer and HYPE's USD price at the time.

/** HYPE's USD price at the order's block (?12): the latest indexed at or before it, NULL before the first. */
const HYPE_USD_AT_BLOCK_SQL = "(SELECT h.price_usd FROM hype_prices h WHERE h.block_number <= ?12 ORDER BY h.block_number DESC, h.log_index DESC LIMIT 1)";

export type TradeOrder = {
  txHash: string;
  userId: string;
  walletAddress: string;
  tokenAddress: string;
  side: "buy" | "sell";
  route: string;
  /** Raw units: HYPE wei or token units. */
  amountIn: bigint;
  amountOut: bigint;
  slippageBps: number;
  referrer: string | null;
  status: "success" | "reverted";
  blockNumber: number;
};

export async function recordTradeOrder(db: D1Database, order: TradeOrder): Promise<void> {
  await db
    .prepare(
      "INSERT INTO trade_orders (tx_hash, user_id, wallet_address, token_address, side, route, amount_in, amount_out, slippage_bps, referrer, status, block_number, created_at, hype_usd) " +
        `VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ${HYPE_USD_AT_BLOCK_SQL}) ON CONFLICT DO NOTHING`,
    )
    .bind(
      order.txHash.toLowerCase(),
      order.userId,
      order.walletAddress.toLowerCase(),
      order.tokenAddress.toLowerCase(),
      order.side,
      order.route,
      order.amountIn.toString(),
      order.amountOut.toString(),
      order.slippageBps,
      order.referrer?.toLowerCase() ?? null,
      order.status,
      order.blockNumber,
      Date.now(),
    )
    .run();
}
