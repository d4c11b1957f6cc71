import { type Address, getAddress, parseAbi } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlockClock } from "../../../devnet/block-clock";
import { plantBundledLaunch } from "../../../devnet/planted/bundled-launch";
import { plantedBlocks } from "../../../devnet/planted/planted-block";
import { simChain } from "../../../devnet/simulator/sim-chain";
import { automine, chain, devnet, launch, newTrader, nonceOf, startMining, type Trader } from "../trading/trading-driver";
import { createRule, ingestAndNotify, logOf, settled } from "./bot-driver";

// Sniping new launches: never a launch the token sniffer does not call clean (the devnet's planted bundled launch),
// never one by a creator without the tier asked for.

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
});
