import { app } from "./app";
import { scheduled } from "./cron/scheduled";

export { AlertBox } from "../durable-objects/alert-box";
export { ChainIngestor } from "../durable-objects/chain-ingestor";
export { ClickerRound } from "../durable-objects/clicker-round";
export { PairFeed } from "../durable-objects/pair-feed";
export { PairSeries } from "../durable-objects/pair-series";
export { RateLimiter } from "../durable-objects/rate-limiter";
export { TokenReactions } from "../durable-objects/token-reactions";
export { TradingBot } from "../durable-objects/trading-bot";
export { WalletNonces } from "../durable-objects/wallet-nonces";

export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<Env>;
