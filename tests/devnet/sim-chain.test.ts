import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import type { Address } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Anvil, startAnvil } from "../../devnet/anvil";
import { type SimChain, simChain } from "../../devnet/simulator/sim-chain";

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

describe("simulator chain: back-dated history, then live", () => {
  let anvil: Anvil;
  let chain: SimChain;
  let dir: string;
  const genesis = now() - 7 * DAY;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sim-chain-"));
    anvil = await startAnvil({ port: await getPort(), dataDir: dir, logDir: dir, env: process.env, historyFrom: genesis });
    chain = simChain(anvil.rpcUrl);
  });

  afterAll(async () => {
    await anvil.process.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("starts seven days ago and mines nothing by itself", async () => {
    expect(await chain.latestTimestamp()).toBe(genesis);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await chain.call("eth_blockNumber")).toBe("0x0");
  });

  it("mines queued transactions from keyless accounts into blocks at chosen past times", async () => {
    const traders = Array.from({ length: 300 }, (_, i) => `0x${(0xa000 + i).toString(16).padStart(40, "0")}` as Address);
    await chain.impersonateEveryone();
    await chain.fund(traders, 10n ** 18n);
    const hashes = await chain.send(traders.map((from, i) => ({ from, to: traders[(i + 1) % traders.length] as Address, value: 1000n, gas: 21_000n })));
    expect(hashes).toHaveLength(300);
    await chain.mineAt(genesis + DAY);
    const block = (await chain.call("eth_getBlockByNumber", ["latest", false])) as { number: string; transactions: string[] };
    expect(block.number).toBe("0x1");
    // anvil orders a block its own way, not by arrival; every queued transaction is in it.
    expect([...block.transactions].sort()).toEqual([...hashes].sort());
    expect(await chain.latestTimestamp()).toBe(genesis + DAY);
  });

  it("goes live at the real time with a block every second", async () => {
    const liveFrom = now();
    await chain.goLive(liveFrom);
    // A loaded machine mines late, not never: wait for two live blocks rather than for a fixed time.
    while (Number(await chain.call("eth_blockNumber")) < 3) await new Promise((resolve) => setTimeout(resolve, 100));
    const [first, second] = (await Promise.all(["0x2", "0x3"].map((number) => chain.call("eth_getBlockByNumber", [number, false])))) as { timestamp: string }[];
    expect(Number(first!.timestamp)).toBeGreaterThanOrEqual(liveFrom);
    expect(Number(first!.timestamp)).toBeLessThanOrEqual(now());
    expect(Number(second!.timestamp) - Number(first!.timestamp)).toBeGreaterThanOrEqual(1);
    expect(Number(second!.timestamp) - Number(first!.timestamp)).toBeLessThanOrEqual(2);
  });
});
