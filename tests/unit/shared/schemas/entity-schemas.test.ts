import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  activityResponseSchema,
  apiErrorSchema,
  authContextSchema,
  authResponseSchema,
  authTokensSchema,
  authUserSchema,
  broadcastRequestSchema,
  broadcastResultSchema,
  bubbleMapResponseSchema,
  candleSchema,
  chartResponseSchema,
  creatorPerformanceSchema,
  dailyPnlSchema,
  displayedTokenSchema,
  eventActivitySchema,
  holdersResponseSchema,
  navigationItemSchema,
  pairDetailResponseSchema,
  pairMetadataSchema,
  privateKeySchema,
  pulseResponseSchema,
  searchBoxPairSchema,
  searchResponseSchema,
  serverTokenSchema,
  storedCandleSchema,
  swapActivitySchema,
  tokenReactionsResponseSchema,
  tradeResultSchema,
  traderResponseSchema,
  userAuthDataSchema,
  walletDetailSchema,
  walletOneRequestSchema,
  walletSchema,
  walletSessionSchema,
} from "../../../../shared/schemas";
import type { TokenSafety } from "../../../../shared/schemas/token-safety";
import { LAUNCH_CURVE } from "../curve-fixture";

// Fixtures: one valid instance of each entity of spec section 3, typed by the schema they must pass.
const PAIR = "0x1111111111111111111111111111111111111111";
const TOKEN = "0x2222222222222222222222222222222222222222";
const WHYPE = "0x5555555555555555555555555555555555555555";
const TRADER = "0x3333333333333333333333333333333333333333";
const HASH = `0x${"ab".repeat(32)}`;
const AT = "2026-01-02T03:04:05.000Z";

function firstMessage(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  return result.success ? "ok" : (result.error.issues[0]?.message ?? "");
}

const pairToken = { address: TOKEN, symbol: "PURR", decimals: 6, circulatingSupply: "649300000" };
const metadata = {
  token0: pairToken,
  token1: { address: WHYPE, symbol: "WHYPE", decimals: 18, circulatingSupply: null },
  protocol: "hyperswap-v2",
  pairAddress: PAIR,
} satisfies z.input<typeof pairMetadataSchema>;
const candle = { time: 1_767_312_000, open: 1, high: 2, low: 0.5, close: 1.5, volume: 1000 };

const activityCommon = {
  id: "1",
  transactionHash: HASH,
  logIndex: 0,
  blockNumber: 100,
  blockTimestamp: 1_767_312_000,
  pairAddress: PAIR,
  protocol: "liquidlaunch",
  createdAt: AT,
  updatedAt: AT,
} as const;
const swap = {
  ...activityCommon,
  kind: "swap",
  traderAddress: TRADER,
  token0Address: TOKEN,
  token1Address: WHYPE,
  token0Symbol: "PURR",
  token1Symbol: "WHYPE",
  amount0In: "0",
  amount1In: "1.5",
  amount0Out: "1000",
  amount1Out: "0",
  price0In1: "0.0015",
  price1In0: "666.66",
  priceUsd: "0.057",
  volumeToken0: "1000",
  volumeToken1: "1.5",
  volumeUsd: "57",
  priceImpactPercent: 0.4,
  reserve0After: "1000000",
  reserve1After: "300",
  liquidityAfter: null,
  sqrtPriceX96After: null,
  isBuy: true,
  mcapUsd: "57000",
} satisfies z.input<typeof swapActivitySchema>;
const event = {
  ...activityCommon,
  kind: "event",
  contractAddress: PAIR,
  eventType: "la",
  traderAddress: TRADER,
  fromAddress: TRADER,
  toAddress: PAIR,
  tokenInAddress: TOKEN,
  tokenOutAddress: null,
  amountIn: "10",
  amountOut: null,
  reserve0After: "10",
  reserve1After: "20",
  liquidityAfter: "14.1",
  pricePerToken: "2",
} satisfies z.input<typeof eventActivitySchema>;

const searchPair = {
  pairAddress: PAIR,
  protocol: "hyperswap-v2",
  feeTier: 3000,
  token0Address: TOKEN,
  token1Address: WHYPE,
  token0Symbol: "PURR",
  token1Symbol: "WHYPE",
  token0Name: "Purr",
  token1Name: "Wrapped HYPE",
  tokenImageUri: null,
  tokenDescription: null,
  tokenWebsite: null,
  tokenTwitter: null,
  tokenTelegram: null,
  tokenDiscord: null,
  tokenDocs: null,
  creationBlock: 10,
  creationTimestamp: 1_767_312_000,
  creatorAddress: TRADER,
  metadata: null,
  latestPriceUsd: 0.057,
  latestMcapUsd: 57_000,
  volume24hUsd: 1234,
  graduated: false,
} as const;
const windowStats = { volumeUsd: 1, buys: 1, sells: 0, buyVolumeUsd: 1, sellVolumeUsd: 0, priceChangePercent: null };

const holder = {
  holderAddress: TRADER,
  balance: "1000",
  rawBalance: "1000000000",
  tokenAddress: TOKEN,
  decimals: 6,
  totalBought: 1000,
  totalSold: 0,
  avgBuyPrice: 0.05,
  avgSellPrice: null,
  avgBuyMcap: 50_000,
  avgSellMcap: null,
  totalVolumeBoughtUsd: 50,
  totalVolumeSoldUsd: 0,
  tradeCount: 1,
  latestPriceUsd: 0.057,
  remainingBalanceUsd: 57,
  remainingBalancePercentage: 0.0001,
  totalPnl: 7,
  unrealizedPnl: 7,
  realizedPnl: 0,
  holderType: "holder",
};

const token = {
  address: TOKEN,
  chainId: 999,
  name: "Purr",
  symbol: "PURR",
  decimals: 6,
  totalSupply: "1000000000",
  circulatingSupply: null,
  tokenType: "launchpad",
  creatorAddress: TRADER,
  creationBlock: 10,
  creationTimestamp: 1_767_312_000,
  projectId: null,
  bondedAt: null,
  pairCreated: null,
  metadata: {},
  createdAt: AT,
  updatedAt: AT,
} as const;

const traderWindow = { volumeUsd: 1, buys: 1, sells: 0, buyVolumeUsd: 1, sellVolumeUsd: 0 };
const analytics = {
  traderAddress: TRADER,
  totalTrades: 1,
  totalVolumeUsd: 1,
  windows: { "5m": traderWindow, "1h": traderWindow, "6h": traderWindow, "24h": traderWindow, "7d": traderWindow },
  totalBuys: 1,
  totalSells: 0,
  avgTradeSize: 1,
  avgTradeSize24h: 1,
  avgBuySize: 1,
  avgSellSize: 0,
  firstTradeTimestamp: 1_767_312_000,
  lastTradeTimestamp: 1_767_312_000,
  uniquePairsTraded: 1,
  uniqueTokensTraded: 1,
  avgPriceImpact: null,
  maxPriceImpact: null,
  largeTrades: 0,
  largeTradesVolume: 0,
  winRate: null,
  winLossRatio: null,
  realizedPnlUsd: 0,
  netFlowUsd: -1,
};
const dailyPnl = {
  date: "2026-01-02",
  timestamp: 1_767_312_000,
  realizedPnlUsd: 5,
  tradesCount: 2,
  volumeUsd: 100,
  pnlRatio: null,
  pnlChange: null,
};

const NO_SAFETY: TokenSafety = { creatorShare: 0, sniperShare: 0, bundleShare: 0, lp: null, snifferVerdict: null, snifferScore: null };

const displayedToken = {
  id: TOKEN,
  name: "Purr",
  symbol: "PURR",
  ticker: "PURR",
  description: "",
  image: "",
  creator: TRADER,
  created_time: 1_767_312_000,
  volume: 12_300,
  price: 0.0004,
  price_in_sats: 0.4,
  price_change_24h: 12.5,
  marketcap: 400_000,
  liquidity: 25_000,
  holder_count: 200,
  holder_top: 70,
  holder_dev: 0,
  txn_count: 55,
  buy_count: 40,
  sell_count: 15,
  is_active: true,
  twitter: "",
  website: "",
  telegram: "",
  creator_profile: null,
  curve: LAUNCH_CURVE,
  safety: NO_SAFETY,
} satisfies z.input<typeof displayedTokenSchema>;
const creator = {
  principal: "creator-1",
  username: null,
  image: null,
  customPictureUrl: null,
  walletAddress: TRADER,
  totalTokens: 1,
  activeTokens: 1,
  totalVolume: 12_300,
  btcVolume: 0.000123,
  successRate: 100,
  weightedScore: 80,
  confidenceScore: 80,
  rank: 1,
  totalHolders: 200,
  totalTrades: 55,
  lastTokenCreated: 1_767_312_000,
  totalMarketcap: 400_000,
  generatedMarketcapBTC: 4.3,
  generatedMarketcapUSD: 400_000,
  tokens: [displayedToken],
} satisfies z.input<typeof creatorPerformanceSchema>;

describe("pair and chart entities", () => {
  it("a candle has a positive integer time", () => {
    expect(firstMessage(candleSchema, candle)).toBe("ok");
    expect(firstMessage(candleSchema, { ...candle, time: 0 })).toBe("Number must be greater than 0");
    expect(firstMessage(candleSchema, { ...candle, time: 1.5 })).toBe("Expected integer, received float");
    expect(firstMessage(candleSchema, { ...candle, close: "1.5" })).toBe("Expected number, received string");
  });

  it("pair metadata allows a missing token1 and checks token addresses", () => {
    expect(firstMessage(pairMetadataSchema, metadata)).toBe("ok");
    expect(firstMessage(pairMetadataSchema, { ...metadata, token1: null })).toBe("ok");
    expect(firstMessage(pairMetadataSchema, { ...metadata, token0: { ...pairToken, address: "0xabc" } })).toBe("Invalid token address format");
    expect(firstMessage(pairMetadataSchema, { ...metadata, pairAddress: "PAIR" })).toBe("Invalid pair address format");
  });

  it("a chart response carries candles, count, pair, timeframe, candle type, nullable metadata and graduation", () => {
    const response = { candles: [candle], count: 1, pairAddress: PAIR, timeframe: "1h", candleType: "usd", metadata, graduation: null };
    expect(firstMessage(chartResponseSchema, response)).toBe("ok");
    expect(firstMessage(chartResponseSchema, { ...response, metadata: null })).toBe("ok");
    expect(firstMessage(chartResponseSchema, { ...response, graduation: { at: 1, curvePairAddress: PAIR, pairAddress: PAIR } })).toBe("ok");
    expect(firstMessage(chartResponseSchema, { ...response, graduation: undefined })).toBe("Required");
    expect(firstMessage(chartResponseSchema, { ...response, timeframe: "2d" })).toBe(
      "Invalid enum value. Expected '1s' | '15s' | '1m' | '5m' | '15m' | '1h' | '4h' | '1d' | '1w', received '2d'",
    );
  });

  it("a stored candle keeps prices as text with optional USD versions", () => {
    const stored = {
      pairAddress: PAIR,
      token0Address: TOKEN,
      token1Address: WHYPE,
      protocol: "hyperswap-v3",
      timeframe: "1m",
      startTimestamp: 1_767_312_000,
      endTimestamp: 1_767_312_059,
      openPrice: "1",
      highPrice: "2",
      lowPrice: "0.5",
      closePrice: "1.5",
      volumeToken0: "10",
      volumeToken1: "15",
      volumeUsd: "570",
      tradeCount: 2,
      buyCount: 1,
      sellCount: 1,
      buyVolumeUsd: "300",
      sellVolumeUsd: "270",
      priceChangePercent: 50,
      priceChangeUsd: 0.5,
      highLowPercent: 300,
      createdAt: AT,
      updatedAt: AT,
    } satisfies z.input<typeof storedCandleSchema>;
    expect(firstMessage(storedCandleSchema, stored)).toBe("ok");
    expect(firstMessage(storedCandleSchema, { ...stored, openPriceUsd: "38.5", tvlUsd: "1e6" })).toBe("ok");
    expect(firstMessage(storedCandleSchema, { ...stored, openPrice: 1 })).toBe("Expected string, received number");
    expect(firstMessage(storedCandleSchema, { ...stored, tradeCount: -1 })).toBe("Number must be greater than or equal to 0");
  });
});

describe("activity", () => {
  it("a swap and an event are told apart by their kind", () => {
    expect(firstMessage(swapActivitySchema, swap)).toBe("ok");
    expect(firstMessage(eventActivitySchema, event)).toBe("ok");
    expect(firstMessage(eventActivitySchema, { ...event, eventType: "xx" })).toBe(
      "Invalid enum value. Expected 'la' | 'lr' | 'pc' | 't' | 'tb' | 'tc', received 'xx'",
    );
  });

  it("transaction hashes are 0x plus 64 hex", () => {
    expect(firstMessage(swapActivitySchema, { ...swap, transactionHash: HASH.slice(0, 65) })).toBe("Invalid transaction hash format");
  });

  it("a response lists the items and what was applied", () => {
    const response = {
      activity: [swap, event],
      count: 2,
      pairAddress: PAIR,
      applied: { isBuy: null, eventTypes: ["la"], limit: 100 },
    };
    expect(activityResponseSchema.parse(response).activity.map((item) => item.kind)).toEqual(["swap", "event"]);
    expect(firstMessage(activityResponseSchema, { ...response, activity: [{ ...swap, kind: "mint" }] })).toBe(
      "Invalid discriminator value. Expected 'swap' | 'event'",
    );
  });
});

describe("search and pair detail", () => {
  it("a search response holds pairs, count and the term", () => {
    expect(firstMessage(searchResponseSchema, { pairs: [searchPair], count: 1, searchTerm: "purr" })).toBe("ok");
    expect(firstMessage(searchResponseSchema, { pairs: [{ ...searchPair, protocol: "uniswap" }], count: 1, searchTerm: "p" })).toBe(
      "Invalid enum value. Expected 'liquidlaunch' | 'hyperswap-v2' | 'hyperswap-v3', received 'uniswap'",
    );
  });

  it("the search box reads only its slim fields, and the market that tells look-alikes apart", () => {
    const slim = searchBoxPairSchema.parse(searchPair);
    expect(Object.keys(slim).sort()).toEqual(
      [
        "pairAddress",
        "protocol",
        "feeTier",
        "token0Address",
        "token1Address",
        "token0Symbol",
        "token1Symbol",
        "token0Name",
        "token1Name",
        "tokenImageUri",
        "latestMcapUsd",
        "volume24hUsd",
        "graduated",
      ].sort(),
    );
  });

  it("pair detail adds per-window stats, holders and creator swaps; the pair may be null", () => {
    const pair = {
      ...searchPair,
      bondedAt: null,
      pairCreated: null,
      liquidityUsd: 22_800,
      stats: { "5m": windowStats, "1h": windowStats, "6h": windowStats, "24h": windowStats },
      holdersCount: 3,
      creatorSwaps: 1,
      lastSwapTimestamp: 1_767_312_000,
      curve: LAUNCH_CURVE,
      safety: NO_SAFETY,
    };
    expect(firstMessage(pairDetailResponseSchema, { pair, pairAddress: PAIR })).toBe("ok");
    expect(firstMessage(pairDetailResponseSchema, { pair: null, pairAddress: PAIR })).toBe("ok");
    const { "6h": _, ...missingWindow } = pair.stats;
    expect(firstMessage(pairDetailResponseSchema, { pair: { ...pair, stats: missingWindow }, pairAddress: PAIR })).toBe("Required");
  });
});

describe("holders, tokens and traders", () => {
  it("a holders response lists entries with the token and limit", () => {
    const response = { holders: [holder], count: 1, tokenAddress: TOKEN, limit: 100, top10Percentage: 12.5 };
    expect(firstMessage(holdersResponseSchema, response)).toBe("ok");
    expect(firstMessage(holdersResponseSchema, { ...response, holders: [{ ...holder, holderAddress: "me" }] })).toBe("Invalid holder address format");
    // A market holding the token has no PnL.
    const curve = { ...holder, holderType: "bonding-curve", totalPnl: null, unrealizedPnl: null, realizedPnl: null };
    expect(firstMessage(holdersResponseSchema, { ...response, holders: [curve] })).toBe("ok");
  });

  it("a bubble map has holders, connections, a nullable token and price", () => {
    const bubbles = {
      holders: [{ holderAddress: TRADER, balance: "1000", balancePercentage: 0.1, balanceUsd: null, holderType: null }],
      connections: [{ source: TRADER, target: PAIR, count: 2 }],
      token,
      latestPriceUsd: null,
      tokenAddress: TOKEN,
    };
    expect(firstMessage(bubbleMapResponseSchema, bubbles)).toBe("ok");
    expect(firstMessage(bubbleMapResponseSchema, { ...bubbles, token: null })).toBe("ok");
    expect(firstMessage(bubbleMapResponseSchema, { ...bubbles, tokenAddress: "x" })).toBe("Invalid token address format");
  });

  it("a pulse response lists indexer tokens with decimals 0 to 18", () => {
    expect(firstMessage(pulseResponseSchema, { tokens: [token], count: 1 })).toBe("ok");
    expect(firstMessage(pulseResponseSchema, { tokens: [{ ...token, decimals: 19 }], count: 1 })).toBe("Number must be less than or equal to 18");
    expect(firstMessage(pulseResponseSchema, { tokens: [{ ...token, bondedAt: "yesterday" }], count: 1 })).toBe("Invalid datetime");
  });

  it("a trader response holds analytics, swaps and daily PnL dated YYYY-MM-DD", () => {
    expect(firstMessage(traderResponseSchema, { analytics, swaps: [swap], dailyPnl: [dailyPnl] })).toBe("ok");
    expect(firstMessage(dailyPnlSchema, dailyPnl)).toBe("ok");
    expect(firstMessage(dailyPnlSchema, { ...dailyPnl, date: "02/01/2026" })).toBe("Invalid");
    expect(firstMessage(traderResponseSchema, { analytics: { ...analytics, traderAddress: "me" }, swaps: [], dailyPnl: [] })).toBe(
      "Invalid trader address format",
    );
  });
});

describe("launchpad tokens and creators", () => {
  it("a displayed token always has holder_dev 0", () => {
    expect(firstMessage(displayedTokenSchema, displayedToken)).toBe("ok");
    expect(firstMessage(displayedTokenSchema, { ...displayedToken, holder_dev: 3 })).toBe("Invalid literal value, expected 0");
  });

  it("the server token carries the fields the app reads", () => {
    const server = {
      address: TOKEN,
      name: "Purr",
      symbol: "PURR",
      creator: TRADER,
      creationTimestamp: 1_767_312_000,
      price: { usd: 0.0004 },
      marketCap: { usd: 400_000 },
      liquidity: { usd: 25_000 },
      holderCount: 200,
      metadata: {},
      timeframes: { "24h": { volume: 0.0123, buys: 40, sells: 15, priceChange: 12.5 } },
      top10HoldersPercentage: 0.35,
      isFrozen: false,
      progress: 0,
      curve: LAUNCH_CURVE,
      safety: NO_SAFETY,
    };
    expect(firstMessage(serverTokenSchema, server)).toBe("ok");
    expect(firstMessage(serverTokenSchema, { ...server, progress: 101 })).toBe("Number must be less than or equal to 100");
    expect(firstMessage(serverTokenSchema, { ...server, timeframes: {} })).toBe("Required");
  });

  it("a creator lists at most 100 tokens", () => {
    expect(firstMessage(creatorPerformanceSchema, creator)).toBe("ok");
    expect(firstMessage(creatorPerformanceSchema, { ...creator, tokens: Array(100).fill(displayedToken) })).toBe("ok");
    expect(firstMessage(creatorPerformanceSchema, { ...creator, tokens: Array(101).fill(displayedToken) })).toBe("Array must contain at most 100 element(s)");
  });
});

describe("wallets, trades and auth", () => {
  it("wallets, private keys and wallet detail", () => {
    const wallet = { id: "w", name: "Main", addresses: [TRADER], userId: "u", createdAt: AT, updatedAt: AT };
    expect(firstMessage(walletSchema, wallet)).toBe("ok");
    expect(firstMessage(privateKeySchema, { id: "k", userId: "u", name: "k", createdAt: AT, updatedAt: AT, publicKey: "02ab" })).toBe("ok");
    const detail = { id: "w", name: "Main", address: TRADER, createdAt: AT, updatedAt: AT, balance: "1000000000000000000", balanceReadable: "1.0" };
    expect(firstMessage(walletDetailSchema, detail)).toBe("ok");
    expect(firstMessage(walletDetailSchema, { ...detail, balance: undefined })).toBe("Required");
  });

  it("the single-wallet call needs a user id and an address", () => {
    expect(firstMessage(walletOneRequestSchema, { userId: "u", address: TRADER })).toBe("ok");
    expect(firstMessage(walletOneRequestSchema, { userId: "", address: TRADER })).toBe("User ID is required");
  });

  it("an auth context needs a chain id; the wallet id is optional", () => {
    const context = { userId: "u", organizationId: "o", privateKeyId: "k", chainId: 999 };
    expect(firstMessage(authContextSchema, context)).toBe("ok");
    expect(firstMessage(authContextSchema, { ...context, walletId: "w" })).toBe("ok");
    expect(firstMessage(authContextSchema, { ...context, chainId: undefined })).toBe("Required");
  });

  it("a trade result has a transaction hash and a numeric user block number", () => {
    const result = {
      transactionHash: HASH,
      amountIn: "1",
      amountOut: "1000",
      gasUsed: "21000",
      effectivePrice: "0.001",
      signature: "0xsig",
      userBlockNumber: 12,
    };
    expect(firstMessage(tradeResultSchema, result)).toBe("ok");
    expect(firstMessage(tradeResultSchema, { ...result, userBlockNumber: "12" })).toBe("Expected number, received string");
  });

  it("a broadcast sends a signed transaction and answers success or error", () => {
    expect(firstMessage(broadcastRequestSchema, { signedTransaction: "0x02f8", userId: "u" })).toBe("ok");
    expect(firstMessage(broadcastRequestSchema, { signedTransaction: "0x02f8", userId: "" })).toBe("User ID is required");
    expect(firstMessage(broadcastResultSchema, { txHash: HASH, status: "success" })).toBe("ok");
    expect(firstMessage(broadcastResultSchema, { txHash: HASH, status: "error", error: "nonce too low" })).toBe("ok");
    expect(firstMessage(broadcastResultSchema, { txHash: HASH, status: "pending" })).toBe(
      "Invalid enum value. Expected 'success' | 'error', received 'pending'",
    );
  });

  it("register and Google sign-in answer with user, tokens and a result", () => {
    const user = { id: "u", email: "a@b.co", turnkeySubOrgId: "org" };
    const tokens = { accessToken: "jwt", expiresIn: 900 };
    expect(firstMessage(authUserSchema, { ...user, name: "Ann", picture: "https://x/p.png" })).toBe("ok");
    expect(firstMessage(authTokensSchema, { ...tokens, refreshToken: "r" })).toBe("ok");
    const result = { subOrganizationId: "org", walletId: "w", address: "0xabc", session: "jwt" };
    expect(firstMessage(authResponseSchema, { user, tokens, result })).toBe("ok");
    expect(firstMessage(authResponseSchema, { user: { ...user, email: "nope" }, tokens, result })).toBe("Invalid email");
  });

  it("user auth data treats an empty e-mail as removal", () => {
    expect(firstMessage(userAuthDataSchema, { email: "", phoneNumber: "" })).toBe("ok");
    expect(firstMessage(userAuthDataSchema, { email: "a@b.co", authenticators: [{ id: "1" }], apiKeys: [] })).toBe("ok");
    expect(firstMessage(userAuthDataSchema, { email: "nope" })).toBe("Invalid email");
  });

  it("a wallet session is read-only or read-write", () => {
    const session = { sessionType: "SESSION_TYPE_READ_ONLY", userId: "u", organizationId: "o", expiry: 1_767_312_900, token: "t" };
    expect(firstMessage(walletSessionSchema, session)).toBe("ok");
    expect(firstMessage(walletSessionSchema, { ...session, sessionType: "read-ish" })).toBe("Invalid session type passed");
  });
});

describe("reactions, navigation and errors", () => {
  it("the batch reaction answer maps token ids to counts", () => {
    const counts = { rocket: 1, fire: 0, poop: 0, flag: 2 };
    expect(firstMessage(tokenReactionsResponseSchema, { [TOKEN]: counts })).toBe("ok");
    expect(firstMessage(tokenReactionsResponseSchema, { [TOKEN]: { ...counts, flag: -1 } })).toBe("Number must be greater than or equal to 0");
  });

  it("a navigation item has a label and optionally an icon, path, action and external flag", () => {
    expect(firstMessage(navigationItemSchema, { label: "Charts", path: "/chart" })).toBe("ok");
    expect(firstMessage(navigationItemSchema, { label: "Docs", icon: "/icons/docs.svg", path: "https://x", isExternal: true })).toBe("ok");
    expect(firstMessage(navigationItemSchema, { label: "Guide", icon: "📘", action: "open-developer-guide" })).toBe("ok");
    expect(firstMessage(navigationItemSchema, { path: "/chart" })).toBe("Required");
  });

  it("an API error body is { error, message? } and may carry other fields", () => {
    expect(apiErrorSchema.parse({ error: "Not Found" })).toEqual({ error: "Not Found" });
    expect(apiErrorSchema.parse({ error: "Bad Request", message: "Invalid pair address format", field: "pairAddress" })).toEqual({
      error: "Bad Request",
      message: "Invalid pair address format",
      field: "pairAddress",
    });
    expect(firstMessage(apiErrorSchema, { message: "x" })).toBe("Required");
  });
});
