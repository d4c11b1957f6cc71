import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  activityQuerySchema,
  bubbleMapQuerySchema,
  buyRequestSchema,
  chartQuerySchema,
  googleAuthRequestSchema,
  holderAddressSchema,
  holdersQuerySchema,
  pairAddressSchema,
  pairTokenSchema,
  profilePrincipalsSchema,
  reactionCountsSchema,
  reactionFlagsSchema,
  reactionRequestSchema,
  reactionSchema,
  registerRequestSchema,
  searchQuerySchema,
  sellRequestSchema,
  sessionClaimsSchema,
  sessionIdSchema,
  sessionTypeSchema,
  tokenAddressSchema,
  tokenIdSchema,
  tokenReactionsRequestSchema,
  transactionRequestSchema,
  txHashSchema,
} from "../../../../shared/schemas";

const ADDRESS = "0x1234567890abcdef1234567890ABCDEF12345678";
const HASH = `0x${"ab".repeat(32)}`;

/** The first message a schema gives for the input, or "ok". */
function firstMessage(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  return result.success ? "ok" : (result.error.issues[0]?.message ?? "");
}

describe("addresses and hashes", () => {
  it("accept 0x plus 40 hex, either case", () => {
    expect(pairAddressSchema.parse(ADDRESS)).toBe(ADDRESS);
  });

  it.each([
    [pairAddressSchema, "Invalid pair address format"],
    [holderAddressSchema, "Invalid holder address format"],
    [tokenAddressSchema, "Invalid token address format"],
  ])("reject anything else with the context's message", (schema, message) => {
    for (const bad of ["", "0x123", `${ADDRESS}0`, ADDRESS.replace("0x", "0y"), `${ADDRESS.slice(0, -1)}g`]) {
      expect(firstMessage(schema, bad)).toBe(message);
    }
  });

  it("transaction hashes are 0x plus 64 hex", () => {
    expect(firstMessage(txHashSchema, HASH)).toBe("ok");
    expect(firstMessage(txHashSchema, HASH.slice(0, -2))).toBe("Invalid transaction hash format");
  });
});

describe("chart query", () => {
  it("defaults the timeframe to 1d", () => {
    expect(chartQuerySchema.parse({})).toMatchObject({ timeframe: "1d" });
  });

  it("accepts every timeframe and candle type of the spec", () => {
    for (const timeframe of ["1s", "15s", "1m", "5m", "15m", "1h", "4h", "1d", "1w"]) {
      expect(firstMessage(chartQuerySchema, { timeframe })).toBe("ok");
    }
    for (const candleType of ["01", "10", "usd", "mcap"]) {
      expect(firstMessage(chartQuerySchema, { candleType })).toBe("ok");
    }
  });

  it("rejects other timeframes and candle types with the enum message", () => {
    expect(firstMessage(chartQuerySchema, { timeframe: "2h" })).toBe(
      "Invalid enum value. Expected '1s' | '15s' | '1m' | '5m' | '15m' | '1h' | '4h' | '1d' | '1w', received '2h'",
    );
    expect(firstMessage(chartQuerySchema, { candleType: "eur" })).toBe("Invalid enum value. Expected '10' | '01' | 'usd' | 'mcap', received 'eur'");
  });

  it("reads limit and timestamps from numeric strings", () => {
    expect(chartQuerySchema.parse({ limit: "500", fromTimestamp: "1700000000", toTimestamp: 1700003600 })).toMatchObject({
      limit: 500,
      fromTimestamp: 1_700_000_000,
      toTimestamp: 1_700_003_600,
    });
  });

  it("needs limit >= 1 and positive timestamps", () => {
    expect(firstMessage(chartQuerySchema, { limit: "0" })).toBe("Number must be greater than or equal to 1");
    expect(firstMessage(chartQuerySchema, { limit: "1" })).toBe("ok");
    expect(firstMessage(chartQuerySchema, { fromTimestamp: "0" })).toBe("Number must be greater than 0");
    expect(firstMessage(chartQuerySchema, { toTimestamp: "abc" })).toBe("Expected a numeric string");
    expect(firstMessage(chartQuerySchema, { limit: "1.5" })).toBe("Expected a numeric string");
    expect(firstMessage(chartQuerySchema, { limit: "-1" })).toBe("Number must be greater than or equal to 1");
  });

  it("leaves limit and timestamps out when not sent", () => {
    expect(chartQuerySchema.parse({ timeframe: "1m", candleType: "mcap" })).toEqual({ timeframe: "1m", candleType: "mcap" });
  });
});

describe("activity query", () => {
  it("reads isBuy as text and event types as a comma list", () => {
    expect(activityQuerySchema.parse({ isBuy: "false", eventTypes: "la,lr,tb" })).toEqual({
      isBuy: false,
      eventTypes: ["la", "lr", "tb"],
    });
    expect(activityQuerySchema.parse({ isBuy: "true" })).toEqual({ isBuy: true });
    expect(activityQuerySchema.parse({ eventTypes: "pc, t ,tc" })).toEqual({ eventTypes: ["pc", "t", "tc"] });
    expect(activityQuerySchema.parse({})).toEqual({});
  });

  it("documents the event type list it reads: the published pattern admits exactly the texts the schema takes", () => {
    const { pattern } = z.toJSONSchema(activityQuerySchema, { io: "input" }).properties!.eventTypes as { pattern: string };
    for (const text of ["", ",", " ", "la", "la,lr", "pc, t ,tc", "la,,lr", "la,zz", "zz", "la lr", "la;lr", `${" ".repeat(200)}x`]) {
      expect(new RegExp(pattern).test(text), JSON.stringify(text)).toBe(activityQuerySchema.safeParse({ eventTypes: text }).success);
    }
    expect(activityQuerySchema.parse({ eventTypes: "" })).toEqual({ eventTypes: [] });
  });

  it("rejects other isBuy text and unknown event types", () => {
    expect(firstMessage(activityQuerySchema, { isBuy: "yes" })).toBe("Invalid enum value. Expected 'true' | 'false', received 'yes'");
    expect(firstMessage(activityQuerySchema, { eventTypes: "la,zz" })).toBe(
      "Invalid enum value. Expected 'la' | 'lr' | 'pc' | 't' | 'tb' | 'tc', received 'zz'",
    );
  });

  it("limits between 1 and 100000", () => {
    expect(firstMessage(activityQuerySchema, { limit: "0" })).toBe("Number must be greater than or equal to 1");
    expect(firstMessage(activityQuerySchema, { limit: "1" })).toBe("ok");
    expect(firstMessage(activityQuerySchema, { limit: "100000" })).toBe("ok");
    expect(firstMessage(activityQuerySchema, { limit: "100001" })).toBe("Number must be less than or equal to 100000");
  });

  it("needs positive before and after timestamps", () => {
    expect(firstMessage(activityQuerySchema, { beforeTimestamp: "-5" })).toBe("Number must be greater than 0");
    expect(firstMessage(activityQuerySchema, { afterTimestamp: "0" })).toBe("Number must be greater than 0");
    expect(activityQuerySchema.parse({ afterTimestamp: "12" })).toEqual({ afterTimestamp: 12 });
  });
});

describe("profile principals", () => {
  const OTHER = `0x${"b".repeat(40)}`;

  it("reads a comma list of addresses, lowercased and deduplicated", () => {
    expect(profilePrincipalsSchema.parse(`${ADDRESS},${OTHER},${ADDRESS.toLowerCase()}`)).toEqual([ADDRESS.toLowerCase(), OTHER]);
  });

  it("documents the list it reads: the published pattern admits exactly the texts the schema takes", () => {
    const { pattern } = z.toJSONSchema(profilePrincipalsSchema, { io: "input" }) as { pattern: string };
    const hundred = Array.from({ length: 100 }, () => OTHER);
    for (const text of [
      ADDRESS,
      `${ADDRESS},${OTHER}`,
      "",
      ",",
      `${ADDRESS},`,
      ` ${ADDRESS}`,
      `${ADDRESS}, ${OTHER}`,
      `${ADDRESS};${OTHER}`,
      hundred.join(","),
      [...hundred, ADDRESS].join(","),
    ]) {
      expect(new RegExp(pattern).test(text), JSON.stringify(text.slice(0, 60))).toBe(profilePrincipalsSchema.safeParse(text).success);
    }
    expect(firstMessage(profilePrincipalsSchema, [...hundred, ADDRESS].join(","))).toBe("At most 100 principals per request");
  });
});

describe("search query", () => {
  it("needs a term of 1 to 100 characters", () => {
    expect(firstMessage(searchQuerySchema, {})).toBe("Search term is required and cannot be empty");
    expect(firstMessage(searchQuerySchema, { q: "" })).toBe("Search term is required and cannot be empty");
    expect(firstMessage(searchQuerySchema, { q: "   " })).toBe("Search term is required and cannot be empty");
    expect(firstMessage(searchQuerySchema, { q: "x".repeat(100) })).toBe("ok");
    expect(firstMessage(searchQuerySchema, { q: "x".repeat(101) })).toBe("Search term cannot exceed 100 characters");
  });

  it("reads includeZeroVolume as text", () => {
    expect(searchQuerySchema.parse({ q: " hype ", includeZeroVolume: "true" })).toEqual({ q: "hype", includeZeroVolume: true });
    expect(searchQuerySchema.parse({ q: "hype", includeZeroVolume: "false" })).toEqual({ q: "hype", includeZeroVolume: false });
    expect(firstMessage(searchQuerySchema, { q: "hype", includeZeroVolume: "1" })).toBe("Invalid enum value. Expected 'true' | 'false', received '1'");
  });
});

describe("holders and bubble-map queries", () => {
  it("holders limit is a numeric string from 1 to 1000", () => {
    expect(holdersQuerySchema.parse({ limit: "1000" })).toEqual({ limit: 1000 });
    expect(holdersQuerySchema.parse({ limit: "1" })).toEqual({ limit: 1 });
    expect(holdersQuerySchema.parse({})).toEqual({});
    expect(firstMessage(holdersQuerySchema, { limit: "1001" })).toBe("Number must be less than or equal to 1000");
    expect(firstMessage(holdersQuerySchema, { limit: "0" })).toBe("Number must be greater than or equal to 1");
    expect(firstMessage(holdersQuerySchema, { limit: "ten" })).toBe("Expected a numeric string");
  });

  it("bubble-map limit is 1 to 1000, default 100", () => {
    expect(bubbleMapQuerySchema.parse({})).toEqual({ limit: 100 });
    expect(bubbleMapQuerySchema.parse({ limit: "1" })).toEqual({ limit: 1 });
    expect(bubbleMapQuerySchema.parse({ limit: "1000" })).toEqual({ limit: 1000 });
    expect(firstMessage(bubbleMapQuerySchema, { limit: "0" })).toBe("Number must be greater than or equal to 1");
    expect(firstMessage(bubbleMapQuerySchema, { limit: "1001" })).toBe("Number must be less than or equal to 1000");
    expect(firstMessage(bubbleMapQuerySchema, { limit: "2.5" })).toBe("Expected a numeric string");
  });
});

describe("buy and sell", () => {
  const buy = {
    tokenAddress: ADDRESS,
    amountIn: "1.5",
    userId: "user-1",
    privateKeyId: "pk-1",
    walletUserId: "user-1",
  };

  it("accepts a complete buy", () => {
    expect(firstMessage(buyRequestSchema, buy)).toBe("ok");
    expect(firstMessage(buyRequestSchema, { ...buy, slippageTolerance: 1000, referrer: ADDRESS })).toBe("ok");
    expect(firstMessage(buyRequestSchema, { ...buy, slippageTolerance: 0 })).toBe("ok");
  });

  it.each([
    [{ tokenAddress: ADDRESS.slice(0, 41) }, "Invalid token address"],
    [{ amountIn: "" }, "Amount is required"],
    [{ userId: "" }, "User ID is required"],
    [{ walletUserId: "" }, "User ID is required"],
    [{ privateKeyId: "" }, "Private key ID is required"],
    [{ slippageTolerance: 1001 }, "Number must be less than or equal to 1000"],
    [{ slippageTolerance: -1 }, "Number must be greater than or equal to 0"],
    [{ slippageTolerance: 99.5 }, "Slippage tolerance must be a whole number of basis points (100 = 1 %)"],
    [{ amountIn: "9".repeat(200) }, "Amount must be a decimal number with at most 15 digits before the point and 18 after"],
    [{ amountIn: "1e5" }, "Amount must be a decimal number with at most 15 digits before the point and 18 after"],
    [{ amountIn: "0.0000000000000000001" }, "Amount must be a decimal number with at most 15 digits before the point and 18 after"],
  ])("rejects %o with '%s'", (change, message) => {
    expect(firstMessage(buyRequestSchema, { ...buy, ...change })).toBe(message);
  });

  it("says Required for a missing field", () => {
    const { amountIn: _, ...withoutAmount } = buy;
    expect(firstMessage(buyRequestSchema, withoutAmount)).toBe("Required");
  });

  it("sell adds a percentage from 1 to 100", () => {
    expect(firstMessage(sellRequestSchema, { ...buy, percentage: 1 })).toBe("ok");
    expect(firstMessage(sellRequestSchema, { ...buy, percentage: 100 })).toBe("ok");
    expect(firstMessage(sellRequestSchema, { ...buy, percentage: 0 })).toBe("Number must be greater than or equal to 1");
    expect(firstMessage(sellRequestSchema, { ...buy, percentage: 101 })).toBe("Number must be less than or equal to 100");
  });
});

describe("reactions", () => {
  it("are rocket, fire, poop and flag", () => {
    expect(reactionSchema.options).toEqual(["rocket", "fire", "poop", "flag"]);
    expect(firstMessage(reactionSchema, "heart")).toBe("Invalid enum value. Expected 'rocket' | 'fire' | 'poop' | 'flag', received 'heart'");
  });

  it("need a token id, a session id and at least one token id in a batch", () => {
    expect(firstMessage(tokenIdSchema, "")).toBe("Token ID is required");
    expect(firstMessage(sessionIdSchema, "")).toBe("Session ID is required");
    expect(firstMessage(tokenReactionsRequestSchema, { tokenIds: [] })).toBe("At least one token ID is required");
    expect(firstMessage(tokenReactionsRequestSchema, { tokenIds: [""] })).toBe("Token ID is required");
    expect(firstMessage(tokenReactionsRequestSchema, { tokenIds: ["a", "b"] })).toBe("Token ID must be a token address: 0x and 40 hex digits");
    const address = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
    expect(firstMessage(tokenReactionsRequestSchema, { tokenIds: Array.from({ length: 100 }, (_, i) => address(i)) })).toBe("ok");
    expect(firstMessage(tokenReactionsRequestSchema, { tokenIds: Array.from({ length: 101 }, (_, i) => address(i)) })).toBe(
      "At most 100 token IDs per request",
    );
    expect(firstMessage(reactionRequestSchema, { sessionId: "" })).toBe("Session ID is required");
    expect(firstMessage(reactionRequestSchema, {})).toBe("Required");
    expect(firstMessage(reactionRequestSchema, { sessionId: "s-1" })).toBe(
      "Session ID is not one this server issued: get one from POST /api/v1/token-reactions/session",
    );
    expect(firstMessage(reactionRequestSchema, { sessionId: "q1Zc3m9Xr0aT5bW2yE7uKg.3Jx0dQyq0n2b6J8Zq4sV7uV5mKq8c1rR9yT2fA0wLhE" })).toBe("ok");
  });

  it("session flags are the four reactions as optional booleans", () => {
    expect(firstMessage(reactionFlagsSchema, {})).toBe("ok");
    expect(firstMessage(reactionFlagsSchema, { rocket: true, flag: false })).toBe("ok");
    expect(firstMessage(reactionFlagsSchema, { fire: "yes" })).toBe("Expected boolean, received string");
  });

  it("counts are integers >= 0", () => {
    expect(firstMessage(reactionCountsSchema, { rocket: 0, fire: 1, poop: 2, flag: 3 })).toBe("ok");
    expect(firstMessage(reactionCountsSchema, { rocket: -1, fire: 1, poop: 2, flag: 3 })).toBe("Number must be greater than or equal to 0");
    expect(firstMessage(reactionCountsSchema, { rocket: 0, fire: 1.5, poop: 2, flag: 3 })).toBe("Expected integer, received float");
    expect(firstMessage(reactionCountsSchema, { rocket: 0, fire: 1, poop: 2 })).toBe("Required");
  });
});

describe("registration, Google auth and sessions", () => {
  const KEY = `02${"ab".repeat(32)}`;

  it("register needs a valid e-mail, the browser's session key and the proof of a code", () => {
    const proof = {
      verificationToken: "header.payload.signature",
      clientSignature: { publicKey: KEY, scheme: "CLIENT_SIGNATURE_SCHEME_API_P256", message: "{}", signature: "ab".repeat(64) },
    };
    expect(firstMessage(registerRequestSchema, { email: "a@b.co", targetPublicKey: KEY, ...proof })).toBe("ok");
    expect(firstMessage(registerRequestSchema, { email: "not-an-email", targetPublicKey: KEY, ...proof })).toBe("Invalid email");
    expect(firstMessage(registerRequestSchema, { email: "a@b.co" })).toBe("Required");
    expect(firstMessage(registerRequestSchema, { email: "a@b.co", name: "Ann", targetPublicKey: KEY, ...proof })).toBe("ok");
    // The proof that the caller owns the address is required (issue 36).
    expect(firstMessage(registerRequestSchema, { email: "a@b.co", targetPublicKey: KEY })).toBe("Required");
    expect(firstMessage(registerRequestSchema, { email: "a@b.co", targetPublicKey: null })).toBe("Expected string, received null");
    expect(firstMessage(registerRequestSchema, { email: "a@b.co", targetPublicKey: "02ab" })).toBe(
      "Invalid public key: expected a compressed P-256 key in hex",
    );
  });

  it("Google auth accepts a null target public key", () => {
    expect(firstMessage(googleAuthRequestSchema, { idToken: "jwt", targetPublicKey: null })).toBe("ok");
    expect(firstMessage(googleAuthRequestSchema, { idToken: "jwt", targetPublicKey: KEY })).toBe("ok");
    expect(firstMessage(googleAuthRequestSchema, { targetPublicKey: null })).toBe("Required");
    expect(firstMessage(googleAuthRequestSchema, { idToken: "jwt" })).toBe("Required");
  });

  it("a session type is read-only or read-write", () => {
    expect(firstMessage(sessionTypeSchema, "SESSION_TYPE_READ_WRITE")).toBe("ok");
    expect(firstMessage(sessionTypeSchema, "SESSION_TYPE_READ_ONLY")).toBe("ok");
    expect(firstMessage(sessionTypeSchema, "SESSION_TYPE_ADMIN")).toBe("Invalid session type passed");
  });

  it("a session token carries expiry, public key, session type, user id and organization id", () => {
    const claims = { exp: 1, public_key: "02ab", session_type: "SESSION_TYPE_READ_ONLY", user_id: "u", organization_id: "o" };
    expect(firstMessage(sessionClaimsSchema, claims)).toBe("ok");
    for (const key of Object.keys(claims)) {
      const { [key]: _, ...missing } = claims as Record<string, unknown>;
      expect(firstMessage(sessionClaimsSchema, missing)).toBe(key === "session_type" ? "Invalid session type passed" : "Required");
    }
  });
});

describe("pair tokens and transactions", () => {
  it("decimals are 0 to 18", () => {
    const token = { address: ADDRESS, symbol: "HYPE", decimals: 18 };
    expect(firstMessage(pairTokenSchema, token)).toBe("ok");
    expect(firstMessage(pairTokenSchema, { ...token, decimals: 0 })).toBe("ok");
    expect(firstMessage(pairTokenSchema, { ...token, decimals: -1 })).toBe("Number must be greater than or equal to 0");
    expect(firstMessage(pairTokenSchema, { ...token, decimals: 19 })).toBe("Number must be less than or equal to 18");
    expect(firstMessage(pairTokenSchema, { ...token, decimals: 1.5 })).toBe("Expected integer, received float");
  });

  it("a transaction request needs its chain id", () => {
    const tx = {
      to: ADDRESS,
      value: "0",
      gasLimit: "21000",
      gasPrice: "0x1",
      maxFeePerGas: "0x2",
      maxPriorityFeePerGas: "0x1",
      nonce: 0,
      chainId: 999,
    };
    expect(firstMessage(transactionRequestSchema, tx)).toBe("ok");
    const { chainId: _, ...withoutChain } = tx;
    expect(firstMessage(transactionRequestSchema, withoutChain)).toBe("Required");
  });
});

describe("generic messages", () => {
  it("use the classic wording for wrong types", () => {
    expect(firstMessage(tokenReactionsRequestSchema, { tokenIds: "0xabc" })).toBe("Expected array, received string");
    expect(firstMessage(tokenReactionsRequestSchema, { tokenIds: [5] })).toBe("Expected string, received number");
    expect(firstMessage(tokenReactionsRequestSchema, null)).toBe("Expected object, received null");
  });
});
