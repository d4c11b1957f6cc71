import { type Address, encodeFunctionData, formatEther, type Hex, parseAbi, parseEther, parseUnits } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tradePendingSchema, tradeResultSchema, transactionStatusSchema } from "../../../shared/schemas/trade";
import { bearer, signInBindings } from "../auth/sign-in-driver";
import { callWorker } from "../call-worker";
import { automine, chain, hypeOf, launch, newTrader, nonceOf, startMining, type Trader, trade } from "./trading-driver";

// Issue 36, item 4: parallel buys worth more than the wallet holds, and transactions the node drops. They
// left the wallet's stored nonce ahead of the chain, so every later trade waited on a nonce that could
// never be mined and answered 500 a minute later.

const CREATOR = "0x00000000000000000000000000000000000c0ffe" as Address;
const balanceOfAbi = parseAbi(["function balanceOf(address owner) view returns (uint256)"]);

let token: Address;

beforeAll(async () => {
  await chain.resetChain();
  await startMining();
  await chain.fund([CREATOR], 100n);
  token = await launch(CREATOR, "STUCK");
});

afterAll(async () => {
  await automine(false);
});

const statusOf = (trader: Trader, hash: string) =>
  callWorker(new Request(`http://lqscan.test/api/v1/transactions/${hash}`, { headers: bearer(trader.accessToken) }), signInBindings);

const tokensOf = async (owner: Address) =>
  BigInt(
    await chain.rpc<Hex>("eth_call", [{ to: token, data: encodeFunctionData({ abi: balanceOfAbi, functionName: "balanceOf", args: [owner] }) }, "latest"]),
  );

const txNonce = async (hash: string) => Number((await chain.rpc<{ nonce: Hex }>("eth_getTransactionByHash", [hash])).nonce);

/** The hash of the wallet's transaction waiting in the node's pool, once it is there. */
async function pooledHash(address: Address): Promise<Hex> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const pool = await chain.rpc<{ pending: Record<string, Record<string, { hash: Hex }>> }>("txpool_content");
    const own = Object.entries(pool.pending).find(([from]) => from.toLowerCase() === address.toLowerCase())?.[1];
    const waiting = own && Object.values(own)[0];
    if (waiting) return waiting.hash;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("nothing was sent");
}

describe("parallel buys worth more than the wallet holds", () => {
  it("lands what the wallet can pay for and refuses the rest before signing; nothing is dropped and later buys go through", async () => {
    // The case at a hundredth of its size (eight buys of a fifth of the balance each), so the buys
    // barely move the curve and no slippage refusal stands in for the funds one.
    const trader = await newTrader("eight-buys", 1n);
    const first = await nonceOf(trader.address);
    // A block every second, as on the live devnet: the buys wait in the node's pool together, and the node
    // takes each one the wallet could pay for alone, then drops those the block cannot pay for.
    await automine(false);
    let answered = false;
    const mining = (async () => {
      while (!answered) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await chain.rpc("evm_mine");
      }
    })();
    let responses: Response[];
    try {
      responses = await Promise.all(Array.from({ length: 8 }, () => trade(trader, "buy", { tokenAddress: token, amountIn: "0.2", slippageTolerance: 1000 })));
    } finally {
      answered = true;
      await mining;
      await automine(true);
    }
    const answers = await Promise.all(
      responses.map(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> })),
    );
    expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers)).toEqual([200, 200, 200, 200, 400, 400, 400, 400]);

    const landed = answers.filter((answer) => answer.status === 200).map((answer) => tradeResultSchema.parse(answer.body));
    expect((await Promise.all(landed.map((result) => txNonce(result.transactionHash)))).sort()).toEqual([first, first + 1, first + 2, first + 3]);
    expect(await nonceOf(trader.address)).toBe(first + 4);
    expect(await chain.rpc("txpool_status")).toEqual({ pending: "0x0", queued: "0x0" });
    const bought = landed.reduce((sum, result) => sum + parseUnits(result.amountOut, 6), 0n);
    expect(await tokensOf(trader.address)).toBe(bought);

    const left = await hypeOf(trader.address);
    for (const { body } of answers.filter((answer) => answer.status === 400)) {
      expect(body.code).toBe("INSUFFICIENT_HYPE");
      expect(body.message).toMatch(/^Not enough HYPE: the wallet holds [\d.]+ HYPE.* and this buy needs 0\.2[\d.]* HYPE (plus|including) gas$/);
      // What it was told it had is at most what is left now (nothing of the refused buys was spent).
      expect(parseEther(body.available as string)).toBeLessThanOrEqual(parseEther("1"));
    }
    expect(left).toBeLessThan(parseEther("0.2"));
    expect(left).toBeGreaterThan(parseEther("0.19"));

    const later = await trade(trader, "buy", { tokenAddress: token, amountIn: "0.1", slippageTolerance: 1000 });
    expect(later.status, await later.clone().text()).toBe(200);
    expect(await txNonce(tradeResultSchema.parse(await later.json()).transactionHash)).toBe(first + 4);
    const status = await statusOf(trader, landed[0]!.transactionHash);
    const receipt = await chain.rpc<{ blockNumber: Hex }>("eth_getTransactionReceipt", [landed[0]!.transactionHash]);
    expect(transactionStatusSchema.parse(await status.json())).toEqual({
      transactionHash: landed[0]!.transactionHash,
      status: "success",
      blockNumber: Number(receipt.blockNumber),
    });
  }, 60_000);
});

describe("a transaction the node drops", () => {
  it("answers a buy the node dropped at once, and the next buy takes its nonce", async () => {
    const trader = await newTrader("dropped");
    const nonce = await nonceOf(trader.address);
    const before = await hypeOf(trader.address);
    await automine(false);
    let response: Response;
    let hash: Hex;
    try {
      const buying = trade(trader, "buy", { tokenAddress: token, amountIn: "1", slippageTolerance: 1000 });
      hash = await pooledHash(trader.address);
      await chain.rpc("anvil_dropTransaction", [hash]);
      response = await buying;
    } finally {
      await automine(true);
    }
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: "Conflict",
      message: `The node dropped this buy before it was mined (transaction ${hash}): nothing was spent. You can send it again.`,
      code: "DROPPED",
      transactionHash: hash,
    });
    expect(await hypeOf(trader.address)).toBe(before);

    const again = await trade(trader, "buy", { tokenAddress: token, amountIn: "1", slippageTolerance: 1000 });
    expect(again.status, await again.clone().text()).toBe(200);
    expect(await txNonce(tradeResultSchema.parse(await again.json()).transactionHash)).toBe(nonce);
  }, 60_000);

  it("answers a buy whose block is slow as pending within 15 s, follows it, and reuses its nonce once the node drops it", async () => {
    const trader = await newTrader("pending");
    const nonce = await nonceOf(trader.address);
    await automine(false);
    try {
      const started = Date.now();
      const response = await trade(trader, "buy", { tokenAddress: token, amountIn: "1", slippageTolerance: 1000 });
      const waited = Date.now() - started;
      expect(response.status, await response.clone().text()).toBe(202);
      expect(waited).toBeGreaterThanOrEqual(15_000);
      expect(waited).toBeLessThan(20_000);
      const pending = tradePendingSchema.parse(await response.json());
      expect(pending.message).toBe(`Your buy was sent and is waiting to be mined (transaction ${pending.transactionHash}).`);
      const sent = await chain.rpc<{ from: string; blockNumber: Hex | null }>("eth_getTransactionByHash", [pending.transactionHash]);
      expect(sent.from.toLowerCase()).toBe(trader.address.toLowerCase());
      expect(sent.blockNumber).toBeNull();
      expect(await (await statusOf(trader, pending.transactionHash)).json()).toEqual({
        transactionHash: pending.transactionHash,
        status: "pending",
        blockNumber: null,
      });

      await chain.rpc("anvil_dropTransaction", [pending.transactionHash]);
      expect(await (await statusOf(trader, pending.transactionHash)).json()).toEqual({
        transactionHash: pending.transactionHash,
        status: "unknown",
        blockNumber: null,
      });
    } finally {
      await automine(true);
    }
    // The wallet's store had moved past the dropped nonce: it is reconciled with the node, not left ahead of it.
    const again = await trade(trader, "buy", { tokenAddress: token, amountIn: "1", slippageTolerance: 1000 });
    expect(again.status, await again.clone().text()).toBe(200);
    expect(await txNonce(tradeResultSchema.parse(await again.json()).transactionHash)).toBe(nonce);
    expect(formatEther(await hypeOf(trader.address))).toMatch(/^98\.9/);
  }, 60_000);
});
