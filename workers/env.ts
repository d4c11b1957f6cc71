// The worker's bindings, declared once (wrangler.toml is their source of truth).
// `cloudflare:test` reads the same interface, so tests and code share one Env.
import type { ChainIngestor } from "./ingest/chain-ingestor";
import type { PairFeed } from "./live/pair-feed";
import type { RateLimiter } from "./abuse/rate-limiter";
import type { TokenReactions } from "./reactions/token-reactions";

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      CACHE: KVNamespace;
      ASSETS: Fetcher;
      TOKEN_REACTIONS: DurableObjectNamespace<TokenReactions>;
      RATE_LIMITER: DurableObjectNamespace<RateLimiter>;
      CHAIN_INGESTOR: DurableObjectNamespace<ChainIngestor>;
      PAIR_FEED: DurableObjectNamespace<PairFeed>;
      CHAIN: "devnet" | "hyperevm";
      RPC_URL?: string;
      /** On the devnet: the deploy manifest's contracts, as JSON. */
      CHAIN_CONTRACTS?: string;
      /** On a real chain: the first block to index (default: the head when the indexer first runs). */
      INDEXER_START_BLOCK?: string;
      /** Both set: the cache uses Upstash Redis over REST instead of KV. */
      UPSTASH_REDIS_REST_URL?: string;
      UPSTASH_REDIS_REST_TOKEN?: string;
      /** The product's own token ($LQSCAN), shown on /lqscan. */
      LQSCAN_TOKEN?: string;
    }
  }
}

export type Env = Cloudflare.Env;
export type AppEnv = { Bindings: Env };
