import { app } from "./app";
import { scheduled } from "./cron/scheduled";

export { RateLimiter } from "./abuse/rate-limiter";
export { ChainIngestor } from "./ingest/chain-ingestor";
export { PairFeed } from "./live/pair-feed";
export { TokenReactions } from "./reactions/token-reactions";
export { PairSeries } from "./series/pair-series";
export { WalletNonces } from "./trading/wallet-nonces";

export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<Env>;
