import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import type { TestProject } from "vitest/node";
import { type Anvil, startAnvil } from "../../devnet/anvil";
import { BlockClock } from "../../devnet/block-clock";
import { deployHyperSwap } from "../../devnet/hyperswap/deploy";
import { deployLaunchpad } from "../../devnet/launchpad/deploy";
import { simChain } from "../../devnet/simulator/sim-chain";
import { installWhype } from "../../devnet/whype";
import type { DevnetContracts } from "../../shared/chains";
import type { CappedRpc } from "./capped-rpc";
import { type ResumedDevnet, resumedDevnet } from "./resumed-chain";

/** What the indexer's worker tests get: a devnet that mines only when told, and a faulty way to reach it. */
export type IndexerDevnet = {
  rpcUrl: string;
  /** The same node behind a proxy that fails requests on purpose (see startFaultyProxy). */
  faultyRpcUrl: string;
  /** POST here puts the chain back to its state right after deployment (see startFaultyProxy). */
  resetUrl: string;
  contracts: DevnetContracts;
  /** Unix time of the last deployment block; tests mine after it. */
  deployedAt: number;
};

declare module "vitest" {
  export interface ProvidedContext {
    indexerDevnet: IndexerDevnet;
    resumedDevnet: ResumedDevnet;
  }
}

const DEPLOYER = "0x000000000000000000000000000000000000de91" as const;
/** The devnet's history starts this long ago, so the tests' trades fall inside the rolling 24h window. */
const HISTORY_SECONDS = 6 * 3600;

/**
 * A JSON-RPC proxy that answers with faults in a fixed rotation: a 500, a truncated body, a
 * request held past the client's timeout, then healthy answers. GET /faults counts what it injected.
 * POST /reset-chain reverts the chain to `resetChain`'s snapshot: every test file that mines starts
 * from the freshly deployed devnet, whatever the files before it wrote.
 */
function startFaultyProxy(target: string, port: number, resetChain: () => Promise<void>): Promise<Server> {
  let requests = 0;
  const injected = { errors: 0, truncated: 0, timeouts: 0 };
  const server = createServer((req, res) => {
    if (req.method === "GET" && req.url === "/faults") {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ requests, ...injected }));
      return;
    }
    if (req.method === "POST" && req.url === "/reset-chain") {
      resetChain().then(
        () => res.end("{}"),
        (error: Error) => {
          res.statusCode = 500;
          res.end(error.message);
        },
      );
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const turn = requests++ % 6;
      if (turn === 1) {
        injected.errors++;
        res.statusCode = 500;
        res.end("upstream failed");
        return;
      }
      if (turn === 3) {
        injected.timeouts++;
        setTimeout(() => res.destroy(), 3000);
        return;
      }
      const forward = httpRequest(target, { method: "POST", headers: { "content-type": "application/json" } }, (upstream) => {
        const body: Buffer[] = [];
        upstream.on("data", (chunk: Buffer) => body.push(chunk));
        upstream.on("end", () => {
          const whole = Buffer.concat(body);
          res.setHeader("content-type", "application/json");
          if (turn === 5 && whole.length > 2) {
            injected.truncated++;
            res.end(whole.subarray(0, Math.floor(whole.length / 2)));
            return;
          }
          res.end(whole);
        });
      });
      forward.on("error", () => res.destroy());
      forward.end(Buffer.concat(chunks));
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** vitest globalSetup of the worker tests: one devnet (anvil, WHYPE, HyperSwap, the launchpad) for the indexer's tests. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "indexer-devnet-"));
  const clock = new BlockClock(Math.floor(Date.now() / 1000) - HISTORY_SECONDS);
  const anvil = await startAnvil({ port: await getPort(), dataDir: dir, logDir: dir, env: process.env, historyFrom: clock.now });
  const chain = simChain(anvil.rpcUrl);
  await chain.impersonateEveryone();
  await installWhype(anvil.rpcUrl);
  const hyperswap = await deployHyperSwap(chain, DEPLOYER, () => clock.advance(2));
  const launchpad = await deployLaunchpad(chain, { deployer: DEPLOYER, v2Router: hyperswap.v2Router, feeRecipient: DEPLOYER, blockTime: clock.advance(2) });
  // anvil consumes a snapshot when it reverts to it: each reset takes the next one.
  let deployed = (await chain.call("evm_snapshot")) as string;
  const resetChain = async () => {
    if ((await chain.call("evm_revert", [deployed])) !== true) throw new Error("the devnet could not revert to its deployment");
    deployed = (await chain.call("evm_snapshot")) as string;
  };
  const proxyPort = await getPort();
  const proxy = await startFaultyProxy(anvil.rpcUrl, proxyPort, resetChain);
  project.provide("indexerDevnet", {
    rpcUrl: anvil.rpcUrl,
    faultyRpcUrl: `http://127.0.0.1:${proxyPort}`,
    resetUrl: `http://127.0.0.1:${proxyPort}/reset-chain`,
    contracts: { launchpad, ...hyperswap },
    deployedAt: clock.now,
  });
  const resumedAnvils: Anvil[] = [];
  const resumedDirs: string[] = [];
  const cappedProxies: CappedRpc[] = [];
  project.provide("resumedDevnet", await resumedDevnet(resumedAnvils, resumedDirs, cappedProxies));
  return async () => {
    proxy.close();
    for (const capped of cappedProxies) capped.close();
    await Promise.all([anvil, ...resumedAnvils].map((running) => running.process.stop()));
    for (const folder of [dir, ...resumedDirs]) rmSync(folder, { recursive: true, force: true });
  };
}
