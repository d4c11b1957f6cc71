import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import { afterAll, describe, expect, it } from "vitest";
import { type Anvil, startAnvil } from "../../../devnet/anvil";
import { simChain } from "../../../devnet/simulator/sim-chain";
import type { PairListResponse } from "../../../shared/schemas/markets";
import { startFaultyProxy } from "../../devnet/faulty-rpc";
import { fireCron, type IndexingWorker, indexerStatus, migrate, startIndexingWorker, waitForHead, waitForStatus } from "../../devnet/indexing-worker";
import { GENESIS, marketOn } from "../../devnet/market-chain";

/** wrangler.toml's minute trigger: the ingest watchdog. */
const WATCHDOG_CRON = "* * * * *";

// The ChainIngestor's own alarm loop in the worker as `npm start` runs it (not ingest functions called by a test), reading the
// chain through the fault-injecting proxy: it is started by the watchdog, retries its way to the head,
// shows an outage in /api/v1/indexer/status and recovers, and refuses a chain that shares no kept block.
describe("the ChainIngestor's alarm loop", () => {
  const anvils: Anvil[] = [];
  const dirs: string[] = [];
  let worker: IndexingWorker | undefined;
  let proxy: Server | undefined;

  afterAll(async () => {
    proxy?.close();
    await worker?.process.stop();
    await Promise.all(anvils.map((anvil) => anvil.process.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("starts from the watchdog, rides out faults and a logs outage, and fails loudly on a chain it cannot reconcile", async () => {
    const market = await marketOn("alarm-loop", anvils, dirs, 4);
    const node = anvils[0]!;
    const proxyPort = await getPort();
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    proxy = await startFaultyProxy(node.rpcUrl, proxyPort, async () => undefined);
    const stateDir = mkdtempSync(join(tmpdir(), "ingestor-alarm-"));
    dirs.push(stateDir);
    await migrate(stateDir);
    worker = await startIndexingWorker({ stateDir, rpcUrl: proxyUrl, contracts: { launchpad: market.launchpad, ...market.hyperswap } });
    const pairs = async () => ((await (await fetch(`${worker!.url}/api/v1/indexer/pairs?limit=100`)).json()) as PairListResponse).pairs.length;
    expect(await pairs()).toBe(0);

    // Reading the status changes nothing: the loop has not run, and the minute trigger starts it.
    expect(await indexerStatus(worker.url)).toMatchObject({ configured: true, cursor: null, head: null });
    expect(await indexerStatus(worker.url)).toMatchObject({ cursor: null, head: null });
    await fireCron(worker, WATCHDOG_CRON);
    const head = Number(await market.chain.call("eth_blockNumber"));
    await waitForHead(worker, head);
    const faults = (await (await fetch(`${proxyUrl}/faults`)).json()) as { errors: number; truncated: number; timeouts: number };
    expect(faults.errors + faults.truncated + faults.timeouts).toBeGreaterThan(0);
    const indexedPairs = await pairs();
    expect(indexedPairs).toBeGreaterThan(2);

    // The node keeps telling its head but cannot serve logs: the status shows the lag and the error.
    await fetch(`${proxyUrl}/logs-outage/on`, { method: "POST" });
    await simChain(node.rpcUrl).call("anvil_mine", ["0x5"]);
    await waitForStatus(worker, (status) => status.head === head + 5 && status.lag === 5 && status.lastError !== null, "the status to show the outage");
    expect((await indexerStatus(worker.url)).cursor).toBe(head);
    await fetch(`${proxyUrl}/logs-outage/off`, { method: "POST" });
    await waitForStatus(worker, (status) => status.cursor === head + 5 && status.lag === 0 && status.lastError === null, "the indexer to recover");

    // Another chain on the node's port, longer than ours, sharing none of the kept blocks: deeper than any reorg the indexer can undo.
    await node.process.stop();
    const otherDir = mkdtempSync(join(tmpdir(), "ingestor-alarm-other-"));
    dirs.push(otherDir);
    const other = await startAnvil({
      port: Number(new URL(node.rpcUrl).port),
      dataDir: otherDir,
      logDir: otherDir,
      env: process.env,
      historyFrom: GENESIS + 7,
    });
    anvils.push(other);
    await simChain(other.rpcUrl).call("anvil_mine", [`0x${(head + 20).toString(16)}`]);
    await waitForStatus(worker, (status) => /^reorg deeper than the \d+ kept blocks/.test(status.lastError ?? ""), "the indexer to refuse the other chain");
    // It refuses again on every turn of the loop, and keeps what it indexed.
    await waitForStatus(worker, (status) => status.cursor === head + 5 && /^reorg deeper/.test(status.lastError ?? ""), "the refusal to stay");
    expect(await pairs()).toBe(indexedPairs);
  }, 600_000);
});
