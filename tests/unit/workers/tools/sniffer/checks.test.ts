import type { Address } from "viem";
import { describe, expect, it } from "vitest";
import type { SnifferCheckId, TradeStep, TradeTrial } from "../../../../../shared/schemas/sniffer";
import { sniffChecks } from "../../../../../workers/tools/sniffer/checks";
import type { ContractFacts } from "../../../../../workers/tools/sniffer/contract-facts";
import type { SniffFacts } from "../../../../../workers/tools/sniffer/sniff-facts";
import { verdictOf } from "../../../../../workers/tools/sniffer/verdict";

// The sniffer's judgement of the facts it read: each trap gets its finding, a clean launch passes, and what
// could not be read is "not analysed", never passed.
const TOKEN = "0x00000000000000000000000000000000000000a0";
const CREATOR: Address = "0x00000000000000000000000000000000000000c1";
const OWNER: Address = "0x00000000000000000000000000000000000000c2";
const SUPPLY = 1_000_000n * 10n ** 18n;

const ok = (taxPercent = 0): TradeStep => ({ ok: true, revertReason: null, taxPercent, gasUsed: 100_000, hype: "1" });
const reverted = (revertReason: string): TradeStep => ({ ok: false, revertReason, taxPercent: null, gasUsed: 4_000, hype: null });
const trial = (hypeIn: string, steps: Partial<Pick<TradeTrial, "buy" | "transfer" | "sell">> = {}): TradeTrial => ({
  hypeIn,
  liquidityPercent: 1,
  buy: ok(),
  transfer: ok(),
  sell: ok(),
  ...steps,
});
const plainContract: ContractFacts = {
  codeSize: 3000,
  owner: null,
  ownerRenounced: false,
  privileged: [],
  implementation: null,
  selfDestruct: false,
  blockedGetter: null,
};

/** A clean launch: trades go through untaxed, no owner, spread holders, a creator without a record, on the curve. */
function cleanLaunch(): SniffFacts {
  return {
    trials: [trial("0.3"), trial("3"), trial("15")],
    contract: plainContract,
    holders: { source: "indexer", count: 40, top: [{ address: CREATOR, balance: SUPPLY / 50n }], deployer: null, excluded: [] },
    supply: { raw: SUPPLY, decimals: 18 },
    creator: {
      address: CREATOR,
      balance: SUPPLY / 100n,
      record: { launches: [{ address: TOKEN, symbol: "NEW", creation_timestamp: 1, bought: 10, sold: 0 }], score: null },
    },
    token: TOKEN,
    liquidity: { kind: "curve", progressPercent: 12, frozen: false, bonded: false },
    blockedHolders: 0,
    launch: { bundles: [], snipers: [] },
  };
}

const check = (facts: SniffFacts, id: SnifferCheckId) => sniffChecks(facts).find((entry) => entry.id === id)!;

describe("the token sniffer's checks", () => {
  it("passes a clean launch: verdict clean, score 100, every check analysed", () => {
    const checks = sniffChecks(cleanLaunch());
    expect(checks.filter((entry) => entry.severity !== null && entry.severity !== "info")).toEqual([]);
    expect(verdictOf(checks)).toEqual({ verdict: "clean", score: 100, coverage: { analysed: 18, total: 18 } });
  });

  it("calls a token whose sells revert a honeypot, with the revert reason", () => {
    const facts = { ...cleanLaunch(), trials: ["0.05", "0.5", "2.5"].map((size) => trial(size, { sell: reverted("TransferHelper: TRANSFER_FROM_FAILED") })) };
    const honeypot = check(facts, "honeypot");
    expect(honeypot).toMatchObject({ severity: "critical", status: "analysed" });
    expect(honeypot.summary).toContain("TransferHelper: TRANSFER_FROM_FAILED");
    expect(check(facts, "sell-tax").status).toBe("not-analysed");
    // Failing at every size is a honeypot, not a size limit.
    expect(check(facts, "max-transaction").severity).toBeNull();
    expect(verdictOf(sniffChecks(facts))).toMatchObject({ verdict: "honeypot", score: 0 });
  });

  it("grades taxes by size: 25% on sells is high, a fraction of a percent is noise", () => {
    const facts = { ...cleanLaunch(), trials: [trial("1", { sell: ok(25) }), trial("10", { buy: ok(0.05) })] };
    expect(check(facts, "sell-tax")).toMatchObject({ severity: "high", summary: "25.0% of the tokens are taken on every sell." });
    expect(check(facts, "buy-tax").severity).toBeNull();
    expect(verdictOf(sniffChecks(facts)).verdict).toBe("high-risk");
  });

  it("finds a limit where a larger trade reverts after a smaller one went through", () => {
    const facts = { ...cleanLaunch(), trials: [trial("1"), trial("10", { buy: reverted("max tx") })] };
    expect(check(facts, "max-transaction")).toMatchObject({
      severity: "high",
      summary: "A limit on trade size: 1 HYPE is about the most that goes through, 10 HYPE reverts (max tx).",
    });
    // The round trip passed only at the sizes that went through.
    expect(check(facts, "honeypot")).toMatchObject({ severity: null, summary: "A fresh address bought, transferred and sold at 1 size up to 1 HYPE." });
  });

  it("rates an owner's powers by whether the owner's call succeeds, and drops them once ownership is renounced", () => {
    const mint = { kind: "mint" as const, signature: "mint(address,uint256)", verified: true };
    const owned = { ...cleanLaunch(), contract: { ...plainContract, owner: OWNER, privileged: [mint] } };
    expect(check(owned, "mint").severity).toBe("high");
    expect(check(owned, "owner").severity).toBe("info");
    const guarded = { ...cleanLaunch(), contract: { ...plainContract, owner: OWNER, privileged: [{ ...mint, verified: false }] } };
    expect(check(guarded, "mint").severity).toBe("medium");
    const renounced = {
      ...cleanLaunch(),
      contract: {
        ...plainContract,
        owner: "0x0000000000000000000000000000000000000000" as Address,
        ownerRenounced: true,
        privileged: [{ ...mint, verified: false }],
      },
    };
    expect(check(renounced, "mint").severity).toBe("low");
  });

  it("counts blacklisted holders, and flags proxies and self-destruct", () => {
    const blacklist = { kind: "blacklist" as const, signature: "setBlacklisted(address,bool)", verified: true };
    const facts = {
      ...cleanLaunch(),
      contract: { ...plainContract, owner: OWNER, privileged: [blacklist], implementation: CREATOR, selfDestruct: true },
      blockedHolders: 2,
    };
    expect(check(facts, "blacklist").summary).toContain("2 of the largest holders are blacklisted now");
    expect(check(facts, "proxy").severity).toBe("high");
    expect(check(facts, "self-destruct").severity).toBe("medium");
  });

  it("flags a creator who dumped most of their earlier launches, and a creator holding a large share", () => {
    const launches = [
      { address: TOKEN, symbol: "NEW", creation_timestamp: 4, bought: 100, sold: 0 },
      { address: "0x00000000000000000000000000000000000000b1", symbol: "OLD1", creation_timestamp: 3, bought: 100, sold: 100 },
      { address: "0x00000000000000000000000000000000000000b2", symbol: "OLD2", creation_timestamp: 2, bought: 100, sold: 60 },
      { address: "0x00000000000000000000000000000000000000b3", symbol: "OLD3", creation_timestamp: 1, bought: 100, sold: 10 },
    ];
    const facts = { ...cleanLaunch(), creator: { address: CREATOR, balance: SUPPLY / 4n, record: { launches, score: { tier: "Scam" as const, score: 12 } } } };
    expect(check(facts, "creator-record")).toMatchObject({
      severity: "high",
      summary: "Dumped their own bag in 2 of 3 other launches. Confidence tier: Scam.",
    });
    expect(check(facts, "creator-share")).toMatchObject({ severity: "high" });
  });

  it("keeps what could not be read apart from what passed, and gives no score without simulated trades", () => {
    const facts = {
      ...cleanLaunch(),
      trials: { notAnalysed: "No contract at this address." },
      contract: { notAnalysed: "No contract at this address." },
      holders: { notAnalysed: "The node refused." },
    };
    const checks = sniffChecks(facts);
    expect(check(facts, "mint")).toMatchObject({ status: "not-analysed", severity: null, summary: "No contract at this address." });
    expect(check(facts, "holder-concentration").status).toBe("not-analysed");
    expect(verdictOf(checks)).toMatchObject({ verdict: "not-analysed", score: null });
  });

  it("rates LP tokens: burned is safe, held by the creator is high", () => {
    expect(check({ ...cleanLaunch(), liquidity: { kind: "lp", burnedPercent: 100, creatorPercent: 0 } }, "liquidity").severity).toBeNull();
    expect(check({ ...cleanLaunch(), liquidity: { kind: "lp", burnedPercent: 0, creatorPercent: 99 } }, "liquidity").severity).toBe("high");
  });

  it("finds a bundle holding 17.7% and a creator tiered Scam: high risk, never 100 of 100", () => {
    const wallets = Array.from({ length: 7 }, (_, i) => `0x00000000000000000000000000000000000000d${i}` as Address);
    const bundle = { members: wallets, funder: OWNER, boughtAtLaunch: 6, balance: (SUPPLY * 177n) / 1000n };
    const facts = {
      ...cleanLaunch(),
      launch: { bundles: [bundle], snipers: [{ address: OWNER, balance: SUPPLY / 25n }] },
      creator: { address: CREATOR, balance: 0n, record: { launches: [], score: { tier: "Scam" as const, score: 20 } } },
    };
    expect(check(facts, "bundle")).toMatchObject({
      severity: "high",
      summary: `A bundle: 7 wallets funded by ${OWNER}, 6 of them buying in the launch block. Together they hold 17.7% of the supply.`,
    });
    expect(check(facts, "snipers")).toMatchObject({ severity: "low", summary: "1 wallet that bought in the launch block still holds 4.00% of the supply." });
    expect(check(facts, "creator-record")).toMatchObject({ severity: "high", summary: `No other launches on record for ${CREATOR}. Confidence tier: Scam.` });
    // 100 - 25 (bundle) - 25 (Scam creator) - 3 (snipers).
    expect(verdictOf(sniffChecks(facts))).toMatchObject({ verdict: "high-risk", score: 47 });
  });
});
