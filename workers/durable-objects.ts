// Every Durable Object's stub, named by what it holds: one per chain, pair, token or limited subject.

/** The chain's ingestor (one per chain). */
export const chainIngestorOf = (env: Env) => env.CHAIN_INGESTOR.get(env.CHAIN_INGESTOR.idFromName(env.CHAIN));

/** A pair's live feed; `pair` is its lowercase address. */
export const pairFeedOf = (env: Env, pair: string) => env.PAIR_FEED.get(env.PAIR_FEED.idFromName(pair));

/** A pair's store of settled candles; `pair` is its lowercase address. */
export const pairSeriesOf = (env: Pick<Env, "PAIR_SERIES">, pair: string) => env.PAIR_SERIES.get(env.PAIR_SERIES.idFromName(pair));

/** A token's reaction counters. */
export const tokenReactionsOf = (env: Env, tokenId: string) => env.TOKEN_REACTIONS.get(env.TOKEN_REACTIONS.idFromName(tokenId.toLowerCase()));

/** The rate limiter of one subject (`ip:…`, `session:…`). */
export const rateLimiterOf = (env: Env, subject: string) => env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(subject));

/** The nonces of one wallet's transactions, handed out in order; `address` is lowercase. */
export const walletNoncesOf = (env: Env, address: string) => env.WALLET_NONCES.get(env.WALLET_NONCES.idFromName(address.toLowerCase()));

/** The Token Clicker round of one UTC date (YYYY-MM-DD). */
export const clickerRoundOf = (env: Env, roundId: string) => env.CLICKER_ROUND.get(env.CLICKER_ROUND.idFromName(roundId));
/** One signed-in user's trading bot: their rules, its log and limits. */
export const tradingBotOf = (env: Env, userId: string) => env.TRADING_BOT.get(env.TRADING_BOT.idFromName(userId));

/** One signed-in user's price, market-cap and curve alerts. */
export const alertBoxOf = (env: Env, userId: string) => env.ALERT_BOX.get(env.ALERT_BOX.idFromName(userId));
