// The worker's bindings, declared once (wrangler.toml is their source of truth), as the ambient `Env`
// of Cloudflare's templates (`wrangler types` writes the same shape): no module imports this file, so
// the Durable Object classes it names use `Env` without an import circle. `cloudflare:test` reads the
// same Cloudflare.Env, so tests and code share one Env.
declare namespace Cloudflare {
  interface Env {
    DB: D1Database;
    CACHE: KVNamespace;
    /** Swaps older than RETENTION_SWAP_DAYS (workers/retention/swap-archive.ts). */
    SWAP_ARCHIVE: R2Bucket;
    ASSETS: Fetcher;
    TOKEN_REACTIONS: DurableObjectNamespace<import("../durable-objects/token-reactions").TokenReactions>;
    RATE_LIMITER: DurableObjectNamespace<import("../durable-objects/rate-limiter").RateLimiter>;
    CHAIN_INGESTOR: DurableObjectNamespace<import("../durable-objects/chain-ingestor").ChainIngestor>;
    PAIR_FEED: DurableObjectNamespace<import("../durable-objects/pair-feed").PairFeed>;
    /** Each pair's settled candles, moved out of D1 by retention (durable-objects/pair-series.ts). */
    PAIR_SERIES: DurableObjectNamespace<import("../durable-objects/pair-series").PairSeries>;
    WALLET_NONCES: DurableObjectNamespace<import("../durable-objects/wallet-nonces").WalletNonces>;
    /** Token Clicker: one per daily round (durable-objects/clicker-round.ts). */
    CLICKER_ROUND: DurableObjectNamespace<import("../durable-objects/clicker-round").ClickerRound>;
    /** Each signed-in user's trading bot (durable-objects/trading-bot.ts). */
    TRADING_BOT: DurableObjectNamespace<import("../durable-objects/trading-bot").TradingBot>;
    /** Each signed-in user's alerts (durable-objects/alert-box.ts). */
    ALERT_BOX: DurableObjectNamespace<import("../durable-objects/alert-box").AlertBox>;
    CHAIN: "devnet" | "hyperevm";
    /** "off": public reads are not stored in the Cache API (the worker tests, which rewrite D1 between reads). */
    EDGE_CACHE?: "off";
    RPC_URL?: string;
    /** The node's WebSocket endpoint: set, the indexer follows eth_subscribe newHeads and polls only as a fallback. */
    RPC_WS_URL?: string;
    /** Milliseconds between the indexer's polls at the head, overriding 1 s (following new heads) or 250 ms (not). */
    INDEXER_POLL_MS?: string;
    /** On the devnet: the deploy manifest's contracts, as JSON. */
    CHAIN_CONTRACTS?: string;
    /** On a real chain: the first block to index (default: the head when the indexer first runs). */
    INDEXER_START_BLOCK?: string;
    /** Both set: the cache uses Upstash Redis over REST instead of KV. */
    UPSTASH_REDIS_REST_URL?: string;
    UPSTASH_REDIS_REST_TOKEN?: string;
    /** The product's own token ($LQSCAN), shown on /lqscan. */
    LQSCAN_TOKEN?: string;
    /** The wallet provider: Turnkey (https://api.turnkey.com) or, on the devnet, the local one. */
    TURNKEY_API_BASE_URL?: string;
    /** The parent organization the backend's key acts for; users get sub-organizations of it. */
    TURNKEY_ORGANIZATION_ID?: string;
    /** Secrets: the backend's Turnkey API key (P-256, hex). */
    TURNKEY_API_PUBLIC_KEY?: string;
    TURNKEY_API_PRIVATE_KEY?: string;
    /**
     * Secrets: the trading key (P-256, hex). Every user's sub-organization has it as an API-only user whose
     * policy lets it sign only transactions to the launchpad and the V2 router (and approvals of that router)
     * on the chain in use. Unset: trading answers 503.
     */
    TURNKEY_TRADING_API_PUBLIC_KEY?: string;
    TURNKEY_TRADING_API_PRIVATE_KEY?: string;
    /** The local provider's OTP signing key (uncompressed hex); unset for Turnkey, whose key the SDK knows. */
    TURNKEY_OTP_SIGNER_PUBLIC_KEY?: string;
    /** The local provider's export-bundle signer (uncompressed hex); unset, Turnkey's production signer. */
    TURNKEY_SIGNER_PUBLIC_KEY?: string;
    /** The local provider's session notarizer (uncompressed hex); unset, Turnkey's production notarizer. */
    TURNKEY_NOTARIZER_PUBLIC_KEY?: string;
    /** The WebAuthn relying-party id of the app's passkeys (its domain); unset, the host the app is reached at. */
    PASSKEY_RP_ID?: string;
    /** The OAuth client id id tokens must be issued to (Google's, or any on the devnet's issuer). */
    GOOGLE_CLIENT_ID?: string;
    /** On the devnet only: the OpenID issuer trusted instead of Google (the local stand-in). */
    OIDC_ISSUER?: string;
    /** Secret: signs the API's access tokens (HS256, 32 bytes or more). */
    AUTH_JWT_SECRET?: string;
    /** Secret: signs the reaction session ids the API issues (HMAC-SHA256, 32 characters or more). */
    REACTION_SESSION_SECRET?: string;
    /** Lifetime of an access token in seconds (default 900). */
    AUTH_ACCESS_TOKEN_SECONDS?: string;
    /** Hours 1s and 15s candles are kept (default 48; workers/retention/retention-config.ts). */
    RETENTION_FINE_CANDLE_HOURS?: string;
    /** Days swaps stay in D1 before they move to the SWAP_ARCHIVE bucket (default 3; fractions allowed). */
    RETENTION_SWAP_DAYS?: string;
    /** Days 1m to 1d candles stay in D1 before they move to their pair's PAIR_SERIES store (default 3, at least 1). */
    RETENTION_SERIES_DAYS?: string;
  }
}

interface Env extends Cloudflare.Env {}

/** Hono's environment of every router: the bindings. */
type AppEnv = { Bindings: Env };
