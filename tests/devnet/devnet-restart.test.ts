import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import type { Address } from "viem";
import { afterAll, describe, expect, it } from "vitest";
import { type Devnet, manifestPath, startDevnet } from "../../devnet";
import { readManifest, writeManifest } from "../../devnet/manifest";
import { simChain } from "../../devnet/simulator/sim-chain";
import { tradeGuardAddress } from "../../devnet/trade-guard/deterministic";
import { type Log, TOPICS } from "./market-chain";

/** Polls until a TokenCreated is logged after `block`; answers how many there are by then. */
async function launchesAfter(devnet: Devnet, block: number): Promise<number> {
  const chain = simChain(devnet.rpcUrl);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (Number(await chain.call("eth_blockNumber")) <= block) continue;
    const logs = (await chain.call("eth_getLogs", [{ fromBlock: `0x${(block + 1).toString(16)}`, toBlock: "latest", topics: [TOPICS.tokenCreated] }])) as Log[];
    if (logs.length > 0) return logs.length;
  }
}

describe("devnet start and restart", () => {
  const dir = mkdtempSync(join(tmpdir(), "devnet-restart-"));
  const options = { dataDir: join(dir, "devnet"), logDir: join(dir, "logs"), env: process.env, historyDays: 0.02 };
  let devnet: Devnet | undefined;

  afterAll(async () => {
    await devnet?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes history, goes live with new launches, and after a restart resumes the chain and the live market", async () => {
    devnet = await startDevnet({ ...options, port: await getPort() });
    expect(devnet.history?.transactions).toBeGreaterThan(0);
    expect(devnet.manifest.market?.established.map((token) => token.symbol)).toEqual(["PURR", "UBTC"]);
    const liveFrom = Number(await simChain(devnet.rpcUrl).call("eth_blockNumber"));
    expect(await launchesAfter(devnet, liveFrom)).toBeGreaterThan(0);
    const { launchpad, tradeGuard } = devnet.manifest.contracts;
    expect(tradeGuard).toBe(tradeGuardAddress(launchpad as Address));
    expect(await simChain(devnet.rpcUrl).call("eth_getCode", [tradeGuard, "latest"])).not.toBe("0x");
    await devnet.stop();
    // A state saved before the guard existed: its manifest does not name one, and the restart fills it in.
    const manifestFile = manifestPath(options.dataDir);
    const { tradeGuard: _, ...withoutGuard } = readManifest(manifestFile).contracts;
    writeManifest(manifestFile, { ...readManifest(manifestFile), contracts: withoutGuard });

    devnet = await startDevnet({ ...options, port: await getPort() });
    const resumedAt = Number(await simChain(devnet.rpcUrl).call("eth_blockNumber"));
    // The chain comes back with its blocks, and the market launches again on top of them.
    expect(resumedAt).toBeGreaterThan(liveFrom);
    expect(devnet.history).toBeUndefined();
    expect(devnet.manifest.contracts.tradeGuard).toBe(tradeGuard);
    expect(readManifest(manifestFile).contracts.tradeGuard).toBe(tradeGuard);
    expect(await launchesAfter(devnet, resumedAt)).toBeGreaterThan(0);
  }, 180_000);
});
