import { ApiError } from "../../http/errors";
import { amountOut, minimumOut } from "../market";
import type { TradeContext } from "./context";

/**
 * The least the trade may receive: the quote at the latest block less the trader's tolerance. The pending block
 * (trades sent before ours) must still meet it, or nothing is sent.
 */
export async function minimumReceived({ client, market, side, refusals }: TradeContext, amountIn: bigint, slippageBps: number): Promise<bigint> {
  const quoted = await amountOut(client, market, side, amountIn, "latest");
  if (quoted === 0n) throw new ApiError(409, `This ${side} would receive nothing at the current price. Nothing was sent.`);
  const minOut = minimumOut(quoted, slippageBps);
  const filling = await amountOut(client, market, side, amountIn, "pending");
  if (filling < minOut) throw refusals.slippage(filling, minOut, quoted, slippageBps);
  return minOut;
}
