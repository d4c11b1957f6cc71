import { describe, expect, it } from "vitest";
import { logLeaks } from "../e2e/log-leaks";

const SECRETS = [
  { name: "AUTH_JWT_SECRET", value: "9f2c1e0d8b7a6f5e4d3c2b1a0f9e8d7c" },
  { name: "an e-mail code", value: "482913" },
];

// A 12-word phrase of the BIP-39 list (anvil's well-known test mnemonic).
const PHRASE = "test test test test test test test test test test test junk";

const SESSION_ID = "q1Zc3m9Xr0aT5bW2yE7uKg.3Jx0dQyq0n2b6J8Zq4sV7uV5mKq8c1rR9yT2fA0wLhE";

describe("the log scan", () => {
  it("passes what the stack prints in normal operation", () => {
    const log = [
      "[wrangler:info] Ready on http://127.0.0.1:8791",
      "[wrangler:info] GET /api/v1/indexer/pairs 200 OK (12ms)",
      "chain ingestion step failed: HTTP request failed. Status: 500",
      "POST /api/v1/auth/email/verify failed: the wallet provider refused (code 5)",
      "wallet provider refused sign-in (code 16)",
      "Select a token to see its chart",
      "GET /api/v1/indexer/candles/0xabc?from=1790482913 200 OK (3ms)",
      "[wrangler:info] GET /api/v1/token-reactions/session/<session>/0x5555555555555555555555555555555555555555 200 OK (4ms)",
      // Words of the BIP-39 list, but never twelve in a row.
      "wallet provider: export_wallet for the user's wallet account answered ok, then the network fee was shown again",
    ].join("\n");
    expect(logLeaks(log, SECRETS)).toEqual([]);
  });

  it("finds a stack trace, SQL, a JWT, a private key, a reaction session id, a recovery phrase and a known secret, and masks the secret", () => {
    const log = [
      "Error: boom",
      "    at handler (file:///app/.wrangler/tmp/index.js:1042:13)",
      "    at async /app/node_modules/hono/dist/hono-base.js:188:25",
      "D1_ERROR: no such column: volum: SQLITE_ERROR",
      'GET /api/v1/search failed: near "FROM": syntax error in SELECT pair_address, symbols FROM pair_search WHERE pair_search MATCH ?',
      "refresh with eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
      "-----BEGIN EC PRIVATE KEY-----",
      "signing with 9f2c1e0d8b7a6f5e4d3c2b1a0f9e8d7c",
      "your code is 482913",
      `[wrangler:info] GET /api/v1/token-reactions/session/${SESSION_ID}/0x5555555555555555555555555555555555555555 200 OK (4ms)`,
      `exported {"phrase":"${PHRASE}"}`,
    ].join("\n");
    expect(logLeaks(log, SECRETS)).toEqual([
      "a stack trace: at handler (file:///app/.wrangler/tmp/index.js:1042:13)",
      "a stack trace: at async /app/node_modules/hono/dist/hono-base.js:188:25",
      "SQL: D1_ERROR: no such column: volum: SQLITE_ERROR",
      'SQL: GET /api/v1/search failed: near "FROM": syntax error in SELECT pair_address, symbols FROM pair_search WHERE pair_search MATCH ?',
      "a JWT: refresh with eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
      "a private key: -----BEGIN EC PRIVATE KEY-----",
      "AUTH_JWT_SECRET: signing with <AUTH_JWT_SECRET>",
      "an e-mail code: your code is <an e-mail code>",
      `a reaction session id: [wrangler:info] GET /api/v1/token-reactions/session/${SESSION_ID}/0x5555555555555555555555555555555555555555 200 OK (4ms)`,
      `a recovery phrase: exported {"phrase":"${PHRASE}"}`,
    ]);
  });
});
