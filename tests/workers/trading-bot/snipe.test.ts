import { env } from "cloudflare:test";
import { type Address, getAddress, type Hex, parseAbi, parseEther, parseUnits } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlockClock } from "../../../devnet/block-clock";
import { plantBundledLaunch } from "../../../devnet/planted/bundled-launch";
import { plantedBlocks } from "../../../devnet/planted/planted-block";
import { simChain } from "../../../devnet/simulator/sim-chain";
import { recomputeCreatorScores } from "../../../workers/creators/recompute";
import { automine, buyAs, chain, devnet, launch, newTrader, nonceOf, startMining, type Trader } from "../trading/trading-driver";
import { createRule, ingestAndNotify, logOf, overview, receiptOf, settled, tokensOf } from "./bot-driver";

// Sniping new launches: never a launch the token sniffer does not call clean (the devnet's planted bundled launch),
// never one by a creator without the tier asked for; a clean launch by a scored creator is bought once.

const launchpadAbi = parseAbi([
  "function createToken(string name, string symbol, string image_uri, string description, string website, string twitter, string telegram, string discord, uint8 dexIndex) payable returns (address)",
  "function buyTokens(address token) payable",
  "function getTokenCount() view returns (uint256)",
]);
const CREATOR = "0x00000000000000000000000000000000000b07c3" as Address;

let frank: Trader;
let ruleId: string;

beforeAll(async () => {
  await chain.resetChain();
  frank = await newTrader("frank");
  ruleId = (await createRule(frank, { kind: "snipe", minTier: "Scam", maxLaunchBlockPercent: 50, amount: "0.5" })).id;
});

afterAll(async () => {
  await automine(false);
});

describe("a sniper", () => {
  it("skips the planted bundled launch: the sniffer's verdict is not clean", async () => {
    const latest = await chain.rpc<{ timestamp: string }>("eth_getBlockByNumber", ["latest", false]);
    const block = plantedBlocks(simChain(devnet.rpcUrl), new BlockClock(Number(latest.timestamp)));
    const bundle = await plantBundledLaunch(simChain(devnet.rpcUrl), getAddress(devnet.contracts.launchpad!), launchpadAbi, block);
    const nonce = await nonceOf(frank.address);
    await ingestAndNotify();
    await settled(frank);
    const [skipped] = await logOf(frank, ruleId);
    expect(skipped).toMatchObject({ outcome: "skipped", tokenAddress: bundle.token.toLowerCase() });
    expect(skipped!.reason).toMatch(/^The sniffer's verdict is (honeypot|high-risk|caution), not clean$/);
    expect(await nonceOf(frank.address)).toBe(nonce);
  });

  it("skips a launch whose creator has no confidence tier yet", async () => {
    await startMining();
    await chain.fund([CREATOR], 1000n);
    const nonce = await nonceOf(frank.address);
    const first = await launch(CREATOR, "FIRST", 0n);
    await ingestAndNotify();
    await settled(frank);
    expect((await logOf(frank, ruleId))[0]).toMatchObject({
      outcome: "skipped",
      tokenAddress: first.toLowerCase(),
      reason: "The creator's confidence tier is not scored yet, below Scam",
    });
    expect(await nonceOf(frank.address)).toBe(nonce);
  });

  it("buys a clean launch by a scored creator once, for the rule's amount", async () => {
    // FIRST draws more buyers and volume than the planted bundled launch, so the five-minute cron ranks its creator
    // above that one's: a tier that is not Scam, and their next launch is clean and fresh.
    const buyers = Array.from({ length: 12 }, (_, index) => `0x00000000000000000000000000000000000b${(0x7b00 + index).toString(16)}` as Address);
    await chain.fund(buyers, 100n);
    const first = (await logOf(frank, ruleId))[0]!.tokenAddress as Address;
    for (const buyer of buyers) await buyAs(buyer, first, parseEther("20"));
    await ingestAndNotify();
    const [scored] = (await recomputeCreatorScores(env, Math.floor(Date.now() / 1000))).filter(
      (creator) => creator.principal.toLowerCase() === CREATOR.toLowerCase(),
    );
    expect(scored?.confidenceTier).not.toBe("Scam");
    const nonce = await nonceOf(frank.address);
    const second = await launch(CREATOR, "SECOND", 0n);
    await ingestAndNotify();
    await settled(frank);
    const [bought] = await logOf(frank, ruleId);
    expect(bought).toMatchObject({ outcome: "executed", side: "buy", amountIn: "0.5", tokenAddress: second.toLowerCase() });
    const receipt = await receiptOf(bought!.transactionHash!);
    expect(receipt.from.toLowerCase()).toBe(frank.address.toLowerCase());
    expect(receipt.status).toBe("0x1");
    const sent = await chain.rpc<{ value: Hex }>("eth_getTransactionByHash", [bought!.transactionHash]);
    expect(BigInt(sent.value)).toBe(parseEther("0.5"));
    expect(await tokensOf(second, frank.address)).toBe(parseUnits(bought!.amountOut!, 6));

    // The launch's later blocks never buy it again.
    await ingestAndNotify();
    await settled(frank);
    expect((await logOf(frank, ruleId)).filter((entry) => entry.outcome === "executed")).toHaveLength(1);
    expect(await nonceOf(frank.address)).toBe(nonce + 1);
    expect((await overview(frank)).rules.find((rule) => rule.id === ruleId)).toMatchObject({ spent: "0.5", executions: 1 });
  });
});
