import { app } from "./app";
import { scheduled } from "./cron/scheduled";
import type { Env } from "./env";

export { ChainIngestor } from "../durable-objects/chain-ingestor";
export { PairFeed } from "../durable-objects/pair-feed";
export { RateLimiter } from "../durable-objects/rate-limiter";
export { TokenReactions } from "../durable-objects/token-reactions";

export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<Env>;
