// The worker's bindings, declared once (wrangler.toml is their source of truth).
// `cloudflare:test` reads the same interface, so tests and code share one Env.
import type { TokenReactions } from "../durable-objects/token-reactions";

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      CACHE: KVNamespace;
      ASSETS: Fetcher;
      TOKEN_REACTIONS: DurableObjectNamespace<TokenReactions>;
      CHAIN: "devnet" | "hyperevm";
      RPC_URL?: string;
    }
  }
}

export type Env = Cloudflare.Env;
export type AppEnv = { Bindings: Env };
