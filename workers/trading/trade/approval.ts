import { ApiError } from "../../http/errors";
import { approvalCall, spenderAllowance } from "../market";
import { awaitLanding } from "../receipt-wait";
import { droppedBeforeMined, sendAgainOnceMined, sendRefused } from "../send-refusals";
import { priceCall, sendFromWallet } from "../send-transaction";
import type { TradeContext } from "./context";

/**
 * A sell needs the guard (curve) or the router (V2) approved for the tokens first: an approval of exactly the
 * amount sold, mined before the sell, so no allowance outlives the trade it was for.
 */
export async function approveSpender({ env, chain, client, wallet, market, refusals, tip }: TradeContext, amount: bigint): Promise<void> {
  if ((await spenderAllowance(client, market, wallet.address)) >= amount) return;
  const call = await priceCall(client, wallet.address, approvalCall(market, amount), (reason) => refusals.explain(reason), { tip });
  const spender = market.route === "launchpad" ? "the trade guard" : "HyperSwap";
  const approval = `the approval of ${spender} to sell ${market.symbol}`;
  const { hash } = await sendFromWallet(env, chain, client, wallet, call, (refusal) => sendRefused(refusal, approval));
  const landing = await awaitLanding(client, hash);
  if (landing.status === "dropped") throw droppedBeforeMined(approval, hash);
  if (landing.status === "pending") throw sendAgainOnceMined(approval, "sell", hash);
  if (landing.receipt.status !== "success") throw new ApiError(409, `Approving ${spender} to sell ${market.symbol} failed on-chain (${hash})`);
}
