import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { type Anvil, startAnvil } from "../../../devnet/anvil";
import type { DevnetContracts } from "../../../shared/chains";
import { type CappedRpc, startCappedRpc } from "../../devnet/capped-rpc";
import {
  fireCron,
  type IndexingWorker,
  indexerStatus,
  migrate,
  startIndexingWorker,
  startIngestion,
  waitForHead,
  waitForStatus,
} from "../../devnet/indexing-worker";
import { marketOn } from "../../devnet/market-chain";
import { rowDifferences, tableRows } from "../../devnet/table-rows";

const CRASHES = 5;
/** Ranges of at most this many logs: the market's half day takes dozens of ranges, so every crash lands mid-ingest. */
const MAX_LOGS = 60;
/** The creator scores' trigger in wrangler.toml: scores are compared after it ran on the indexed chain. */
const SCORES_CRON = "*/5 * * * *";

const randomBelow = (n: number) => Math.floor(Math.random() * n);

describe("ingest killed with SIGKILL, and its node restarted under it", () => {
  const anvils: Anvil[] = [];
  const dirs: string[] = [];
  const workers: IndexingWorker[] = [];
  let rpc: CappedRpc | undefined;

  afterAll(async () => {
    rpc?.close();
    await Promise.all(workers.map((worker) => worker.process.stop()));
    await Promise.all(anvils.map((anvil) => anvil.process.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function freshState(name: string): Promise<string> {
    const dir = mkdtempSync(join(tmpdir(), `ingest-crash-${name}-`));
    dirs.push(dir);
    await migrate(dir);
    return dir;
  }

  /** Starts the worker and its ingestion loop. */
  async function startWorker(stateDir: string, contracts: DevnetContracts): Promise<IndexingWorker> {
    const worker = await startIndexingWorker({ stateDir, rpcUrl: rpc!.url, contracts });
    workers.push(worker);
    await startIngestion(worker.url);
    return worker;
  }

  /** Indexes to the head, runs the scores' cron, stops the worker and digests what it stored. */
  async function finish(worker: IndexingWorker, stateDir: string, head: number) {
    await waitForHead(worker, head);
    await fireCron(worker, SCORES_CRON);
    await worker.process.stop();
    return tableRows(join(stateDir, "wrangler"));
  }

  it("ends with the same tables, row for row, as a clean index of the same chain", async () => {
    const market = await marketOn("crash-safety", anvils, dirs);
    const contracts = { launchpad: market.launchpad, ...market.hyperswap };
    const node = anvils[0]!;
    const nodeDir = dirs[0]!;
    const head = async () => Number(await market.chain.call("eth_blockNumber"));
    const chainHead = await head();
    rpc = await startCappedRpc(node.rpcUrl, MAX_LOGS);

    const crashedDir = await freshState("crashed");
    const cursors: number[] = [];
    for (let crash = 0; crash < CRASHES; crash++) {
      const worker = await startWorker(crashedDir, contracts);
      // A random range of this run, then a random moment of its decoding and batch write.
      for (let ranges = randomBelow(2); ranges >= 0; ranges--) await rpc.nextLogsAnswer();
      await sleep(randomBelow(150));
      cursors.push((await indexerStatus(worker.url)).cursor ?? -1);
      await worker.crash();
    }
    // Every crash struck before the head, and each run went on from where the last one left it.
    expect(cursors.every((cursor) => cursor < chainHead)).toBe(true);
    expect(cursors).toEqual([...cursors].sort((a, b) => a - b));

    // The node stops (saving its chain) and comes back on its port while the indexer runs.
    const worker = await startWorker(crashedDir, contracts);
    await rpc.nextLogsAnswer();
    await node.process.stop();
    await waitForStatus(worker, (status) => status.lastError !== null, "the indexer to see its node gone");
    expect((await indexerStatus(worker.url)).cursor).toBeLessThan(chainHead);
    anvils[0] = await startAnvil({ port: Number(new URL(node.rpcUrl).port), dataDir: nodeDir, logDir: nodeDir, env: process.env, historyFrom: market.latest });
    expect(await head()).toBe(chainHead);
    const crashed = await finish(worker, crashedDir, chainHead);

    const cleanDir = await freshState("clean");
    const clean = await finish(await startWorker(cleanDir, contracts), cleanDir, chainHead);
    console.log(
      `crashed at blocks ${cursors.join(", ")} of ${chainHead}; rows compared: ${Object.entries(clean)
        .map(([table, rows]) => `${table} ${rows.length}`)
        .join(", ")}`,
    );
    expect(clean.swap_rows!.length).toBeGreaterThan(100);
    expect(clean.creator_scores!.length).toBeGreaterThan(0);
    expect(rowDifferences(crashed, clean)).toEqual([]);
  }, 900_000);
});
