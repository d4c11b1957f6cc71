import { env } from "cloudflare:test";
import { type Address, encodeFunctionData, type Hex, parseAbi, parseEther, parseGwei, serializeTransaction } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tradeResultSchema } from "../../../shared/schemas/trade";
import { walletNoncesOf } from "../../../workers/durable-objects";
import { signWithTradingKey } from "../../../workers/trading/trading-key";
import { bearer, post, signInBindings } from "../auth/sign-in-driver";
import { automine, chain, devnet, launch, minedReceipt, newTrader, nonceOf, startMining, type Trader, trade } from "./trading-driver";

// One wallet's transactions in order (WalletNonces), and POST /transactions/broadcast.

const CREATOR = "0x00000000000000000000000000000000000c0ffe" as Address;
const guard = devnet.contracts.tradeGuard as Address;
const buyCall = (token: Address) =>
  encodeFunctionData({
    abi: parseAbi(["function buy(address token, uint256 minOut, uint256 deadline) payable"]),
    functionName: "buy",
    args: [token, 0n, 2n ** 40n],
  });

let alice: Trader;
let token: Address;

beforeAll(async () => {
  await chain.resetChain();
  await startMining();
  await chain.fund([CREATOR], 100n);
  alice = await newTrader("nonces");
  token = await launch(CREATOR, "NONCE");
});

afterAll(async () => {
  await automine(false);
});

describe("nonces, one wallet at a time", () => {
  it("lands ten parallel buys from one wallet, each with its own nonce", async () => {
    const first = await nonceOf(alice.address);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => trade(alice, "buy", { tokenAddress: token, amountIn: "0.1", slippageTolerance: 1000 })),
    );
    const bodies = await Promise.all(responses.map((response) => response.text()));
    expect(
      responses.map((response) => response.status),
      bodies.join("\n"),
    ).toEqual(Array(10).fill(200));
    const hashes = bodies.map((body) => tradeResultSchema.parse(JSON.parse(body)).transactionHash);
    const nonces = await Promise.all(hashes.map(async (hash) => Number((await chain.rpc<{ nonce: Hex }>("eth_getTransactionByHash", [hash])).nonce)));
    expect(nonces.sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, index) => first + index));
    expect(await nonceOf(alice.address)).toBe(first + 10);
  });

  it("gives a nonce whose send failed to the next transaction, and queues leases in order", async () => {
    const nonces = walletNoncesOf(env, "0x0000000000000000000000000000000000000123");
    const view = { minedCount: 7, balance: parseEther("1"), pendingCount: 7, pendingBalance: parseEther("1"), known: [] };
    const failed = await nonces.lease();
    expect(await nonces.reserve(failed.leaseId, view, 1n)).toMatchObject({ ok: true, nonce: 7 });
    await nonces.settle(failed.leaseId, null);
    const retried = await nonces.lease();
    expect(await nonces.reserve(retried.leaseId, view, 1n)).toMatchObject({ ok: true, nonce: 7 });
    const waiting = nonces.lease();
    await nonces.settle(retried.leaseId, "0xa7");
    const next = await waiting;
    expect(next.inFlight).toEqual([{ nonce: 7, hash: "0xa7", cost: 1n }]);
    expect(await nonces.reserve(next.leaseId, { ...view, known: ["0xa7"] }, 1n)).toMatchObject({ ok: true, nonce: 8 });
    await nonces.settle(next.leaseId, null);
  });
});

describe("POST /transactions/broadcast", () => {
  const broadcast = (trader: Trader, signedTransaction: string, userId = trader.userId) =>
    post("/transactions/broadcast", { signedTransaction, userId }, bearer(trader.accessToken));

  async function signedBuy(trader: Trader): Promise<Hex> {
    const unsigned = serializeTransaction({
      type: "eip1559",
      chainId: 999,
      nonce: await nonceOf(trader.address),
      to: guard,
      data: buyCall(token),
      value: parseEther("0.01"),
      gas: 300_000n,
      maxFeePerGas: parseGwei("10"),
      maxPriorityFeePerGas: parseGwei("1"),
    });
    return signWithTradingKey({ ...env, ...signInBindings } as Env, { subOrganizationId: trader.wallet.walletUserId, address: trader.address }, unsigned);
  }

  it("sends the user's signed transaction, and answers the node's refusal of a second copy", async () => {
    const signed = await signedBuy(alice);
    const sent = await broadcast(alice, signed);
    expect(sent.status).toBe(200);
    const { txHash, status } = (await sent.json()) as { txHash: Hex; status: string };
    expect(status).toBe("success");
    expect((await minedReceipt(txHash)).status).toBe("0x1");

    const again = await broadcast(alice, signed);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ txHash, status: "error", error: expect.stringMatching(/nonce/i) });
  });

  it("refuses what does not decode, another chain, another signer and another user", async () => {
    const malformed = await broadcast(alice, "0x02f8c0ffee");
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toBe(
      "Invalid signed transaction: it could not be decoded as a signed Ethereum transaction",
    );
    expect((await broadcast(alice, "not a transaction")).status).toBe(400);

    const stranger = privateKeyToAccount(generatePrivateKey());
    const fields = { type: "eip1559", nonce: 0, to: guard, value: 1n, gas: 100_000n, maxFeePerGas: parseGwei("1"), maxPriorityFeePerGas: 0n } as const;
    const otherChain = await broadcast(alice, await stranger.signTransaction({ ...fields, chainId: 1 }));
    expect(otherChain.status).toBe(400);
    expect(((await otherChain.json()) as { message: string }).message).toBe("Wrong chain: the transaction is for chain 1, this server sends to chain 999");
    const otherSigner = await broadcast(alice, await stranger.signTransaction({ ...fields, chainId: 999 }));
    expect(otherSigner.status).toBe(400);
    expect(((await otherSigner.json()) as { message: string }).message).toBe(
      `The transaction is signed by ${stranger.address}, not by your wallet ${alice.address}`,
    );

    const bob = await newTrader("broadcast-bob");
    const notYours = await broadcast(alice, await signedBuy(bob), bob.userId);
    expect(notYours.status).toBe(404);
  });
});
