import { CREATOR_SELL_LOCK_SECONDS, creatorSellLocked, curveSoldOut } from "../../../shared/trade-warnings";
import { ApiError } from "../../http/errors";
import { hype, readable } from "../amounts";
import type { Side, TokenMarket } from "../market";

/** A trade's refusals in plain words, its amounts in the units of its side. */
export class TradeRefusals {
  constructor(
    private readonly market: TokenMarket,
    private readonly side: Side,
  ) {}

  amount(units: bigint): string {
    return this.side === "buy" ? hype(units) : `${readable(units, this.market.decimals)} ${this.market.symbol}`;
  }

  received(units: bigint): string {
    return this.side === "buy" ? `${readable(units, this.market.decimals)} ${this.market.symbol}` : hype(units);
  }

  slippage(filling: bigint, minOut: bigint, quoted: bigint, slippageBps: number): ApiError {
    return new ApiError(
      409,
      `Slippage exceeded: the price moved and this ${this.side} would receive ${this.received(filling)}, less than the minimum of ${this.received(minOut)} ` +
        `(the quote of ${this.received(quoted)} less your ${(slippageBps / 100).toFixed(2)} % tolerance). Nothing was sent.`,
      { code: "SLIPPAGE_EXCEEDED", quoted: quoted.toString(), minimum: minOut.toString(), expected: filling.toString() },
    );
  }

  creatorLocked(opensAt: number): ApiError {
    return new ApiError(409, creatorSellLocked(this.market.symbol, opensAt, Date.now() / 1000), { code: "CREATOR_SELL_LOCKED", opensAt });
  }

  /** A revert the node foresaw while estimating gas, in plain words. */
  explain(reason: string): ApiError {
    if (/creator sell locked/i.test(reason)) return this.creatorLocked(this.market.creationTimestamp + CREATOR_SELL_LOCK_SECONDS);
    if (/token frozen/i.test(reason)) return new ApiError(409, curveSoldOut(this.market.symbol));
    if (/INSUFFICIENT_OUTPUT_AMOUNT|TradeGuard: below minimum/.test(reason))
      return new ApiError(409, "Slippage exceeded: the price moved past your tolerance. Nothing was sent.", { code: "SLIPPAGE_EXCEEDED" });
    return new ApiError(409, `The trade would fail on-chain (${reason}). Nothing was sent.`);
  }
}
