import { formatEther, type Hex } from "viem";
import { ApiError } from "../http/errors";
import { hype } from "./amounts";
import type { SendRefusal } from "./send-transaction";

// A trade's answers when its transaction cannot go (the wallet's funds or queue) or went and vanished.

/** Why the wallet cannot send `what` ("this buy", "the approval of …"), before anything was signed. */
export function sendRefused(refusal: SendRefusal, what: string): ApiError {
  if (refusal.reason === "queue") {
    return new ApiError(
      409,
      `This wallet has ${refusal.inFlight} transactions waiting to be mined, the most the chain keeps for one address: try again once one lands. Nothing was sent.`,
      { code: "TOO_MANY_PENDING", inFlight: refusal.inFlight },
    );
  }
  const held =
    refusal.committed === 0n
      ? `the wallet holds ${hype(refusal.available)}`
      : `the wallet holds ${hype(refusal.balance)}, of which its ${refusal.inFlight} transaction${refusal.inFlight === 1 ? "" : "s"} still waiting to be mined may spend ${hype(refusal.committed)},`;
  return new ApiError(400, `Not enough HYPE: ${held} and ${what} needs ${hype(refusal.cost)} including gas`, {
    code: "INSUFFICIENT_HYPE",
    available: formatEther(refusal.available < 0n ? 0n : refusal.available),
    required: formatEther(refusal.cost),
    inFlight: refusal.inFlight,
  });
}

/** The node dropped `what` before mining it: it cost nothing, and its nonce goes to the next transaction. */
export function droppedBeforeMined(what: string, hash: Hex): ApiError {
  return new ApiError(409, `The node dropped ${what} before it was mined (transaction ${hash}): nothing was spent. You can send it again.`, {
    code: "DROPPED",
    transactionHash: hash,
  });
}

/** `what` (a trade's first step) is still waiting for its block: the trade is sent again once it lands. */
export function sendAgainOnceMined(what: string, trade: string, hash: Hex): ApiError {
  return new ApiError(409, `Sent ${what}, still waiting to be mined (transaction ${hash}): send the ${trade} again once it lands.`, {
    code: "PENDING",
    transactionHash: hash,
  });
}
