import { type Address, type Hex, parseEther } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type ScanResponse, scanResponseSchema } from "../../../shared/schemas/scan";
import { signInBindings } from "../auth/sign-in-driver";
import { callWorker } from "../call-worker";
import { chainDriver } from "../ingest/chain-driver";
import { ingestToHead } from "../ingest/ingest-to-head";

// The scan classifies each kind of address and hash it is given, from the index and then the chain, with the trades
// the chain's own receipts say they hold.

const devnet = inject("indexerDevnet");
const driver = chainDriver(devnet);
const addr = (n: number) => `0x${n.toString(16).padStart(40, "0")}` as Address;
const [CREATOR, XENA, FUNDED, SWAPPER] = [addr(0x7c1), addr(0x7a1), addr(0x7a2), addr(0x75a)];
const launchpad = devnet.contracts.launchpad!.toLowerCase();
const v2Pair = devnet.contracts.referencePools!.v2WhypeUsdt0!.toLowerCase();

let clock = 0;
const mine = () => driver.mine(++clock);
let token: Address;
let buyHash: Hex;

async function scan(query: string) {
  const response = await callWorker(new Request(`http://lqscan.test/api/v1/indexer/scan/${query}`), signInBindings);
  return { status: response.status, body: await response.json() };
}
const answer = async (query: string): Promise<ScanResponse> => scanResponseSchema.parse((await scan(query)).body);

describe("the scan of an address or a transaction", () => {
  beforeAll(async () => {
    await driver.resetChain();
    clock = Number(BigInt((await driver.rpc<{ timestamp: Hex }>("eth_getBlockByNumber", ["latest", false])).timestamp));
    await driver.fund([CREATOR, XENA, SWAPPER], 1000n);
    await driver.fund([FUNDED], 5n);
    await driver.swapV2(SWAPPER, parseEther("3"));
    await mine();
    await driver.createToken(CREATOR, "SCN", parseEther("1"));
    token = await driver.createdToken((await mine())[0]!);
    await driver.buy(XENA, token, parseEther("6"));
    buyHash = (await mine())[0]!;
    await ingestToHead(devnet);
  }, 120_000);

  it("names a launch as its token, with its market's trades", async () => {
    const scanned = await answer(token);
    expect(scanned).toMatchObject({ kind: "token", launch: true, token: { address: token.toLowerCase(), symbol: "SCN", marketAddress: token.toLowerCase() } });
    expect(scanned.swaps.map((swap) => [swap.traderAddress, swap.isBuy])).toContainEqual([XENA, true]);
  });

  it("names a V2 pair with both tokens and its trades", async () => {
    const scanned = await answer(v2Pair);
    expect(scanned).toMatchObject({ kind: "pair", pair: { address: v2Pair, protocol: "hyperswap-v2" } });
    expect(scanned.swaps.length).toBeGreaterThan(0);
  });

  it("names a trader as a wallet with its trades and tokens, and a wallet only the chain knows", async () => {
    const scanned = await answer(XENA);
    expect(scanned.kind).toBe("wallet");
    expect(scanned.tokens.map((held) => held.address)).toEqual([token.toLowerCase()]);
    expect(scanned.swaps.map((swap) => swap.transactionHash)).toEqual([buyHash]);
    expect(await answer(FUNDED)).toMatchObject({ kind: "wallet", swaps: [], tokens: [] });
  });

  it("names a contract by its code, even one holding tokens, and an address nobody knows as unknown", async () => {
    const scanned = await answer(launchpad);
    expect(scanned.kind).toBe("contract");
    // The launchpad holds the unsold supply of its curve.
    expect(scanned.tokens.map((held) => held.address)).toEqual([token.toLowerCase()]);
    expect((await answer(devnet.contracts.tradeGuard!)).kind).toBe("contract");
    // A stablecoin the index follows is a token, not a launch.
    expect(await answer(devnet.contracts.stablecoins![0]!.address)).toMatchObject({ kind: "token", launch: false, token: { symbol: "USDT0" } });
    expect((await answer(addr(0x7ff))).kind).toBe("unknown");
  });

  it("names a mined transaction with its receipt and swaps, and a hash the chain never mined as unknown", async () => {
    const receipt = await driver.rpc<{ blockNumber: Hex }>("eth_getTransactionReceipt", [buyHash]);
    const scanned = await answer(buyHash);
    expect(scanned.kind).toBe("transaction");
    expect(scanned.transaction).toEqual({ hash: buyHash, blockNumber: Number(BigInt(receipt.blockNumber)), from: XENA, to: launchpad, status: "success" });
    expect(scanned.swaps.map((swap) => [swap.traderAddress, swap.pairAddress, swap.isBuy])).toEqual([[XENA, token.toLowerCase(), true]]);
    expect(await answer(`0x${"ab".repeat(32)}`)).toMatchObject({ kind: "unknown", transaction: null, swaps: [] });
  });

  it.each(["0x123", `0x${"a".repeat(50)}`, "hello"])("refuses %s with the spec's message", async (query) => {
    expect(await scan(query)).toMatchObject({ status: 400, body: { error: "Bad Request", message: "Invalid address or transaction hash format" } });
  });
});
