import { env } from "cloudflare:test";
import { type Address, encodeFunctionData, type Hex, parseAbi } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devnetChainConfig } from "../../../shared/chains";
import { activityResponseSchema } from "../../../shared/schemas/activity";
import { positionResponseSchema } from "../../../shared/schemas/token-holders";
import { tradeResultSchema } from "../../../shared/schemas/trade";
import { chainReader } from "../../../workers/chain/chain-reader";
import { watchedContracts } from "../../../workers/chain/watched";
import { BOOKMARK_HEADER, INVALID_BOOKMARK } from "../../../workers/d1-session/bookmark-header";
import { ingestStep } from "../../../workers/ingest/ingest-step";
import { signInBindings } from "../auth/sign-in-driver";
import { callWorker } from "../call-worker";
import { automine, chain, devnet, launch, newTrader, startMining, type Trader, trade } from "../trading/trading-driver";

// Reads go through D1 sessions: every answer carries the bookmark of what its reads saw (or its writes made),
// and a request sending it back is answered at least that fresh. A trade answers once its block is indexed, so
// the trader's next reads with its bookmark (the position box, the trades table) show the trade.

const CREATOR = "0x00000000000000000000000000000000000c0ff1" as Address;
const erc20 = parseAbi(["function balanceOf(address owner) view returns (uint256)"]);

let alice: Trader;
let token: Address;
let indexing = false;
let indexer: Promise<void> = Promise.resolve();

const deps = () => ({
  db: env.DB,
  reader: chainReader(devnet.rpcUrl),
  watched: watchedContracts(devnetChainConfig(devnet.rpcUrl, devnet.contracts)),
  startBlock: () => 0,
});

/** The chain ingestor's loop, as its alarm runs it at the head: a step, a short pause, again. */
async function indexLoop() {
  while (indexing) {
    await ingestStep(deps(), 1000);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const read = (path: string, headers: Record<string, string> = {}) => callWorker(new Request(`http://lqscan.test${path}`, { headers }), signInBindings);

beforeAll(async () => {
  await chain.resetChain();
  await startMining();
  await chain.fund([CREATOR], 1_000n);
  alice = await newTrader("bookmark");
  token = await launch(CREATOR, "RYW");
  while ((await ingestStep(deps(), 1000)).kind !== "idle") {}
  indexing = true;
  indexer = indexLoop();
});

afterAll(async () => {
  indexing = false;
  await indexer;
  await automine(false);
});

describe("the D1 bookmark", () => {
  it("comes with every answer and may be sent back; anything else is refused with a 400", async () => {
    const first = await read("/api/v1/indexer/pulse");
    const bookmark = first.headers.get(BOOKMARK_HEADER);
    expect(bookmark).toMatch(/^[0-9a-f]+(-[0-9a-f]+)*$/i);
    const again = await read("/api/v1/indexer/pulse", { [BOOKMARK_HEADER]: bookmark! });
    expect(again.status).toBe(200);
    expect(again.headers.get(BOOKMARK_HEADER)! >= bookmark!).toBe(true);
    const refused = await read("/api/v1/indexer/pulse", { [BOOKMARK_HEADER]: "'; DROP TABLE swaps; --" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "Bad Request", message: INVALID_BOOKMARK });
  });

  it("read back after a trade shows the trade in the position box and the trades table", async () => {
    const answer = await trade(alice, "buy", { tokenAddress: token, amountIn: "1" });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const bookmark = answer.headers.get(BOOKMARK_HEADER);
    expect(bookmark).not.toBeNull();
    const { transactionHash } = tradeResultSchema.parse(await answer.json());

    const position = await read(`/api/v1/indexer/position/${token}/${alice.address}`, { [BOOKMARK_HEADER]: bookmark! });
    expect(position.status).toBe(200);
    const held = await chain.rpc<Hex>("eth_call", [
      { to: token, data: encodeFunctionData({ abi: erc20, functionName: "balanceOf", args: [alice.address] }) },
      "latest",
    ]);
    const { position: box } = positionResponseSchema.parse(await position.json());
    expect(BigInt(box?.rawBalance ?? "0")).toBe(BigInt(held));

    const trades = await read(`/api/v1/indexer/activity/${token}`, { [BOOKMARK_HEADER]: bookmark! });
    expect(trades.headers.get("x-cache")).toBe("bypass");
    const { activity } = activityResponseSchema.parse(await trades.json());
    expect(activity.map((row) => row.transactionHash)).toContain(transactionHash);
  });
});
