import { formatHypeAmount } from "../../../shared/format/numbers";
import type { BotRule } from "../../../shared/schemas/trading-bot";
import { shortAddress } from "../../format/addresses";

/** One line a trader reads a rule by. */
export function ruleSummary({ spec }: Pick<BotRule, "spec">): string {
  const on = (address: string) => shortAddress(address);
  const trigger = (measure: string, at: number) => `${measure === "price" ? "price" : "market cap"} is ${formatHypeAmount(at)}`;
  switch (spec.kind) {
    case "limit-buy":
      return `Buy ${spec.amount} HYPE of ${on(spec.tokenAddress)} when its ${trigger(spec.trigger.measure, spec.trigger.at)} or lower`;
    case "limit-sell":
      return `Sell ${spec.percentage} % of ${on(spec.tokenAddress)} when its ${trigger(spec.trigger.measure, spec.trigger.at)} or higher`;
    case "take-profit":
      return `Sell the position of ${on(spec.positionTx)} in ${on(spec.tokenAddress)} at ${formatHypeAmount(spec.price)} or higher`;
    case "stop-loss":
      return `Sell the position of ${on(spec.positionTx)} in ${on(spec.tokenAddress)} at ${formatHypeAmount(spec.price)} or lower`;
    case "trailing-stop":
      return `Sell ${spec.percentage} % of ${on(spec.tokenAddress)} ${spec.trailPercent} % under its high since armed`;
    case "dca":
      return `Buy ${spec.amount} HYPE of ${on(spec.tokenAddress)} every ${spec.intervalSeconds} s, ${spec.times} times${spec.maxPrice === undefined ? "" : ` while at most ${formatHypeAmount(spec.maxPrice)}`}`;
    case "copy":
      return `Copy ${spec.mode === "buys" ? "the buys" : "the buys and sells"} of ${on(spec.wallet)} at ×${spec.factor}, at most ${spec.perTradeCap} HYPE a trade and ${spec.dailyCap} a day`;
    case "snipe":
      return `Buy ${spec.amount} HYPE of each clean launch by a ${spec.minTier} or better creator with at most ${spec.maxLaunchBlockPercent} % bought in its first block`;
  }
}
