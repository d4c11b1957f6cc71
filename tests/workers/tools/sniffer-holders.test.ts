import { env } from "cloudflare:test";
import { type Address, createPublicClient, encodeFunctionData, formatEther, getAddress, http, parseAbi, parseEther } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { BlockClock } from "../../../devnet/block-clock";
import { plantBundledLaunch } from "../../../devnet/planted/bundled-launch";
import { plantedBlocks } from "../../../devnet/planted/planted-block";
import { simChain } from "../../../devnet/simulator/sim-chain";
import { devnetChainConfig } from "../../../shared/chains";
import type { SnifferCheckId, SnifferReport } from "../../../shared/schemas/sniffer";
import { formatShare } from "../../../shared/shares";
import { chainClient } from "../../../workers/chain/chain-client";
import { chainReader } from "../../../workers/chain/chain-reader";
import { watchedContracts } from "../../../workers/chain/watched";
import { ingestStep } from "../../../workers/ingest/ingest-step";
import { sniffToken } from "../../../workers/tools/sniffer/sniff-token";
import { chainDriver } from "../ingest/chain-driver";

// The token sniffer on launches built on the test devnet, every expected figure read from the chain: a token whose
// holders sort wrongly as text (balances of 13 digits starting with 1 and of 12 starting with 9), and the devnet's
// planted bundled launch (devnet/planted/bundled-launch.ts).

const devnet = inject("indexerDevnet");
const launchpad = getAddress(devnet.contracts.launchpad!);
const launchpadAbi = parseAbi([
  "function createToken(string name, string symbol, string image_uri, string description, string website, string twitter, string telegram, string discord, uint8 dexIndex) payable returns (address)",
  "function buyTokens(address token) payable",
  "function getTokenCount() view returns (uint256)",
  "function getLiquidity(address token) view returns (uint256 hypeReserve, uint256 tokenReserve)",
  "function VIRTUAL_HYPE_LIQUIDITY() view returns (uint256)",
]);
const tokenAbi = parseAbi([
  "function balanceOf(address) view returns (uint256)",
  "function totalSupply() view returns (uint256)",
  "function transfer(address to, uint256 amount) returns (bool)",
]);
const chain = createPublicClient({ transport: http(devnet.rpcUrl) });
const balanceOf = (token: Address, holder: Address) => chain.readContract({ address: token, abi: tokenAbi, functionName: "balanceOf", args: [holder] });
const addr = (n: number) => getAddress(`0x${n.toString(16).padStart(40, "0")}`);
/** A share of the supply in percent, to the report's four decimals. */
const percentOf = (part: bigint, supply: bigint) => Number((part * 1_000_000n) / supply) / 10_000;
const checkOf = (report: SnifferReport, id: SnifferCheckId) => report.checks.find((check) => check.id === id)!;

/** Ten wallets get 1.000000000001e12 + i base units, two get 9e11: as text, "9…" sorts above "1…". */
const LARGE = Array.from({ length: 10 }, (_, i) => ({ wallet: addr(0x5a000 + i), amount: 1_000_000_000_000n + BigInt(i) }));
const SMALL = Array.from({ length: 2 }, (_, i) => ({ wallet: addr(0x5b000 + i), amount: 900_000_000_000n }));
const WHALE = addr(0x5c000);
const CREATOR = addr(0x5c001);

let textSorted: Address;
let bundle: Awaited<ReturnType<typeof plantBundledLaunch>>;

async function sniff(token: Address) {
  return sniffToken(env, chainClient(devnet.rpcUrl), devnetChainConfig(devnet.rpcUrl, devnet.contracts), token);
}

beforeAll(async () => {
  const driver = chainDriver(devnet);
  await driver.resetChain();
  const latest = await chain.getBlock();
  const block = plantedBlocks(simChain(devnet.rpcUrl), new BlockClock(Number(latest.timestamp)));
  bundle = await plantBundledLaunch(simChain(devnet.rpcUrl), launchpad, launchpadAbi, block);

  await driver.fund([WHALE, CREATOR]);
  await driver.createToken(CREATOR, "TXTS", 0n);
  const [created] = await driver.mine(Number(latest.timestamp) + 400);
  textSorted = getAddress(await driver.createdToken(created!));
  await driver.buy(WHALE, textSorted, parseEther("20"));
  await driver.mine(Number(latest.timestamp) + 402);
  for (const { wallet, amount } of [...LARGE, ...SMALL]) {
    await driver.send({ from: WHALE, to: textSorted, data: encodeFunctionData({ abi: tokenAbi, functionName: "transfer", args: [wallet, amount] }) });
  }
  await driver.mine(Number(latest.timestamp) + 404);

  const deps = {
    db: env.DB,
    reader: chainReader(devnet.rpcUrl),
    watched: watchedContracts(devnetChainConfig(devnet.rpcUrl, devnet.contracts)),
    startBlock: () => 0,
  };
  while ((await ingestStep(deps, 1000)).kind !== "idle");
}, 120_000);

describe("the token sniffer's holders", () => {
  it("ranks holders by balance as numbers and takes the top 10 from the ten largest people, as the chain says", async () => {
    const report = await sniff(textSorted);
    const supply = await chain.readContract({ address: textSorted, abi: tokenAbi, functionName: "totalSupply" });
    const people = [WHALE, ...LARGE.map((entry) => entry.wallet), ...SMALL.map((entry) => entry.wallet)];
    const balances = await Promise.all(people.map(async (holder) => ({ holder, balance: await balanceOf(textSorted, holder) })));
    const largest = balances.sort((a, b) => (b.balance > a.balance ? 1 : b.balance < a.balance ? -1 : 0)).slice(0, 10);
    // The case is the one intended: sorted as text, the two 9e11 wallets would be in the top 10.
    const asText = [...balances].sort((a, b) => (String(b.balance) > String(a.balance) ? 1 : -1)).slice(0, 10);
    expect(asText.map((entry) => entry.holder)).toContain(SMALL[0]!.wallet);

    expect(report.holders?.top.map((holder) => holder.address)).toEqual(largest.map((entry) => entry.holder));
    expect(report.holders?.count).toBe(13);
    const top10 = percentOf(
      largest.reduce((sum, entry) => sum + entry.balance, 0n),
      supply,
    );
    expect(report.holders?.top10Percent).toBe(top10);
    // The curve's tokens are for sale: left out, and shown with why.
    expect(report.holders?.excluded).toEqual([
      { address: launchpad, percent: percentOf(await balanceOf(textSorted, launchpad), supply), kind: "bonding-curve" },
    ]);
    expect(checkOf(report, "holder-concentration").summary).toMatch(
      new RegExp(`^The top 10 of 13 holders hold ${formatShare(top10).replace(".", "\\.")} of the supply\\. Left out: the curve \\d+\\.\\d+%\\.$`),
    );
  });

  it("gives a curve's liquidity as the HYPE it really holds, the virtual reserve apart", async () => {
    const report = await sniff(textSorted);
    const [hypeReserve] = await chain.readContract({ address: launchpad, abi: launchpadAbi, functionName: "getLiquidity", args: [textSorted] });
    const virtual = await chain.readContract({ address: launchpad, abi: launchpadAbi, functionName: "VIRTUAL_HYPE_LIQUIDITY" });
    expect(report.market).toMatchObject({ venue: "curve", liquidityHype: formatEther(hypeReserve - virtual), depthHype: formatEther(hypeReserve) });
    expect(Number(report.market!.liquidityHype)).toBeCloseTo(20 * 0.99, 0);
  });

  it("finds the planted bundle as a high finding with its share from the chain, and never scores it 100", async () => {
    const report = await sniff(bundle.token);
    const supply = await chain.readContract({ address: bundle.token, abi: tokenAbi, functionName: "totalSupply" });
    const members = [bundle.creator, ...bundle.wallets, bundle.receiver];
    const held = (await Promise.all(members.map((member) => balanceOf(bundle.token, member)))).reduce((sum, balance) => sum + balance, 0n);
    const percent = percentOf(held, supply);
    expect(report.launch?.bundles).toEqual([
      { members: expect.arrayContaining(members), funder: bundle.funder, boughtAtLaunch: bundle.wallets.length + 1, percent },
    ]);
    expect(report.launch?.bundles[0]?.members).toHaveLength(members.length);
    expect(checkOf(report, "bundle")).toMatchObject({
      status: "analysed",
      severity: "high",
      summary: `A bundle: 7 wallets funded by ${bundle.funder}, 6 of them buying in the launch block. Together they hold ${formatShare(percent)} of the supply.`,
    });
    // The outsiders bought minutes later: no snipers.
    expect(checkOf(report, "snipers")).toMatchObject({ status: "analysed", severity: null });
    expect(report.verdict).toBe("high-risk");
    expect(report.score).toBeLessThanOrEqual(75);
  });
});
