import { env } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { devnetChainConfig } from "../../../shared/chains";
import { chainReader } from "../../../workers/chain/chain-reader";
import { watchedContracts } from "../../../workers/chain/watched";
import { readCursor } from "../../../workers/db/indexed-blocks";
import { type IngestDeps, ingestStep } from "../../../workers/ingest/ingest-step";
import { countTokensMissingFacts } from "../../../workers/ingest/token-facts";
import { noStateAt } from "../../../workers/tools/bubble-map/past-holders";
import { callWorker } from "../call-worker";

// A devnet started again from its saved chain keeps blocks and logs but no historical state, like any
// node that is not an archive node: indexing it from scratch must not need state at old blocks.
const resumed = inject("resumedDevnet");
const reader = chainReader(resumed.rpcUrl, { attempts: 2, firstDelayMs: 10, maxDelayMs: 50 });
const deps: IngestDeps = { db: env.DB, reader, watched: watchedContracts(devnetChainConfig(resumed.rpcUrl, resumed.contracts)), startBlock: () => 0 };

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const res = await fetch(resumed.rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result as T;
}

async function ingestToHead(): Promise<void> {
  for (let step = 0; step < 200; step++) {
    if ((await ingestStep(deps, 1000)).kind === "idle") return;
  }
}

describe("indexing a devnet resumed from its saved state under a fresh D1", () => {
  it("keeps no state at old blocks: an eth_call there fails, as on a node that is not an archive node", async () => {
    await expect(rpc("eth_call", [{ to: resumed.contracts.launchpad, data: "0x" }, "0x2"])).rejects.toThrow();
  });

  it("reaches the head, with every token's facts read as the chain is now", async () => {
    const head = await reader.head();
    await ingestToHead();
    expect((await readCursor(env.DB))!.number).toBeGreaterThanOrEqual(head);
    const tokens = await env.DB.prepare("SELECT symbol, decimals FROM tokens WHERE token_type <> 'launchpad' ORDER BY symbol").all<{
      symbol: string;
      decimals: number;
    }>();
    // WHYPE, the stablecoins and the established tokens the market trades on HyperSwap, all named.
    expect(tokens.results.map((token) => token.symbol)).toEqual(expect.arrayContaining(["PURR", "UBTC", "USDT0", "WHYPE"]));
    expect(await countTokensMissingFacts(env.DB)).toBe(0);
  });

  it("refuses a bubble map at a block whose state the node no longer keeps with a 422 saying so", async () => {
    await ingestToHead();
    const token = await env.DB.prepare("SELECT address FROM tokens WHERE symbol = 'PURR'").first<string>("address");
    expect(token).not.toBeNull();
    const res = await callWorker(new Request(`http://app/api/v1/tools/bubble-map/${token}?block=2`), { RPC_URL: resumed.rpcUrl });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: "Unprocessable Content", message: noStateAt(2) });
  });
});
