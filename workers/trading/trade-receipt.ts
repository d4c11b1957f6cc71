import { type Address, decodeEventLog, formatEther, parseAbi, type TransactionReceipt } from "viem";
import { launchpadAbi } from "../chain/abis";
import type { Side, TokenMarket } from "./market";

// What a mined trade moved, read from its receipt's logs: the launchpad's TokensPurchased/TokensSold, or
// on HyperSwap V2 the token's transfers to or from the wallet and WHYPE's unwrapping for a sell.

const routerTradeAbi = parseAbi([
  "event Transfer(address indexed from, address indexed to, uint256 value)",
  "event Withdrawal(address indexed src, uint256 wad)",
]);

export type TradeAmounts = { amountIn: bigint; amountOut: bigint };

function decoded(receipt: TransactionReceipt, abi: typeof launchpadAbi | typeof routerTradeAbi, address: Address) {
  return receipt.logs
    .filter((log) => log.address.toLowerCase() === address.toLowerCase())
    .flatMap((log) => {
      try {
        return [decodeEventLog({ abi, data: log.data, topics: log.topics })];
      } catch {
        return [];
      }
    });
}

export function tradeAmounts(receipt: TransactionReceipt, market: TokenMarket, side: Side, wallet: Address, hypeSent: bigint, whype: Address): TradeAmounts {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  if (market.route === "launchpad") {
    for (const event of decoded(receipt, launchpadAbi, market.contracts.launchpad)) {
      if (event.eventName === "TokensPurchased" && side === "buy" && same(event.args.token, market.token))
        return { amountIn: event.args.hypeIn, amountOut: event.args.tokensOut };
      if (event.eventName === "TokensSold" && side === "sell" && same(event.args.token, market.token))
        return { amountIn: event.args.tokensIn, amountOut: event.args.hypeOut };
    }
    return { amountIn: 0n, amountOut: 0n };
  }
  let tokensMoved = 0n;
  for (const event of decoded(receipt, routerTradeAbi, market.token)) {
    if (event.eventName !== "Transfer") continue;
    if (side === "buy" && same(event.args.to, wallet)) tokensMoved += event.args.value;
    if (side === "sell" && same(event.args.from, wallet)) tokensMoved += event.args.value;
  }
  if (side === "buy") return { amountIn: hypeSent, amountOut: tokensMoved };
  const unwrapped = decoded(receipt, routerTradeAbi, whype).reduce((sum, event) => (event.eventName === "Withdrawal" ? sum + event.args.wad : sum), 0n);
  return { amountIn: tokensMoved, amountOut: unwrapped };
}

/** HYPE per whole token, as decimal text. */
export function effectivePrice(hypeWei: bigint, tokenUnits: bigint, decimals: number): string {
  return tokenUnits === 0n ? "0" : formatEther((hypeWei * 10n ** BigInt(decimals)) / tokenUnits);
}
