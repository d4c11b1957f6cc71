import { type Address, decodeErrorResult, encodeFunctionData, type Hex, maxUint256, parseAbi, parseEther, parseGwei } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tradeResultSchema } from "../../../shared/schemas/trade";
import { automine, chain, devnet, hypeOf, launch, mineBlock, newTrader, sendAs, startMining, type Trader, trade } from "./trading-driver";

// A sandwich on the launchpad's curve: the user's trade passes the server's pending-block check and is sent,
// then an attacker's bigger trade with a higher tip lands before it in the same block. Through the trade guard
// the chain itself reverts the user's trade below its minimum: the user keeps what they had and loses the gas.

const CREATOR = "0x00000000000000000000000000000000000c0ffe" as Address;
const ATTACKER = "0x00000000000000000000000000000000000a77ac" as Address;
const launchpad = devnet.contracts.launchpad as Address;
const guard = devnet.contracts.tradeGuard as Address;
const curveAbi = parseAbi([
  "function buyTokens(address token) payable",
  "function sellTokens(address token, uint256 tokenAmount)",
  "function estimateBuy(address token, uint256 hypeAmount) view returns (uint256)",
  "function estimateSell(address token, uint256 tokenAmount) view returns (uint256)",
  "function balanceOf(address owner) view returns (uint256)",
  "function approve(address spender, uint256 amount) returns (bool)",
]);

type Receipt = { status: Hex; blockNumber: Hex; transactionIndex: Hex; gasUsed: Hex; effectiveGasPrice: Hex };

let alice: Trader;
let token: Address;

beforeAll(async () => {
  await chain.resetChain();
  await startMining();
  await chain.fund([CREATOR, ATTACKER], 10_000n);
  alice = await newTrader("sandwiched", 100n);
  token = await launch(CREATOR, "SANDW");
});

afterAll(async () => {
  await automine(false);
});

const read = async (data: Hex, to: Address = launchpad, block: Hex | "latest" = "latest") => BigInt(await chain.rpc<Hex>("eth_call", [{ to, data }, block]));
const tokensOf = (owner: Address, block: Hex | "latest" = "latest") =>
  read(encodeFunctionData({ abi: curveAbi, functionName: "balanceOf", args: [owner] }), token, block);
const estimate = (side: "buy" | "sell", amount: bigint, block: Hex | "latest" = "latest") =>
  read(encodeFunctionData({ abi: curveAbi, functionName: side === "buy" ? "estimateBuy" : "estimateSell", args: [token, amount] }), launchpad, block);
/** The wallet approves the trade guard for all its tokens itself (as an earlier, larger approval would have). */
const approveGuardAsWallet = (wallet: Address) =>
  sendAs(wallet, token, encodeFunctionData({ abi: curveAbi, functionName: "approve", args: [guard, maxUint256] }));
const receiptOf = (hash: Hex) => chain.rpc<Receipt>("eth_getTransactionReceipt", [hash]);

/** Why a mined transaction reverted, from the node's trace of it. */
async function revertReason(hash: Hex): Promise<string> {
  const trace = await chain.rpc<{ output?: Hex }>("debug_traceTransaction", [hash, { tracer: "callTracer" }]);
  const decoded = decodeErrorResult({ abi: [], data: trace.output! });
  return String(decoded.args?.[0]);
}

/**
 * Sends the user's trade with the chain holding blocks; once it waits in the pool, the attacker's trade goes in
 * with a tip fifty times the node's, and one block mines both. Answers the API's answer and the attacker's hash.
 */
async function sandwiched(userTrade: () => Promise<Response>, attack: { data: Hex; value: bigint }) {
  await automine(false);
  try {
    const answer = userTrade();
    for (let attempt = 0; Number((await chain.rpc<{ pending: Hex }>("txpool_status")).pending) === 0; attempt++) {
      if (attempt === 400) throw new Error("the user's trade was never sent");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const attackHash = await chain.rpc<Hex>("eth_sendTransaction", [
      {
        from: ATTACKER,
        to: launchpad,
        data: attack.data,
        value: `0x${attack.value.toString(16)}`,
        gas: "0x2dc6c0",
        maxPriorityFeePerGas: `0x${parseGwei("50").toString(16)}`,
        maxFeePerGas: `0x${parseGwei("100").toString(16)}`,
      },
    ]);
    await mineBlock();
    return { response: await answer, attackHash };
  } finally {
    await automine(true);
  }
}

/** The user's reverted transaction: one block with the attacker's first, the revert's reason, and the HYPE its gas cost. */
async function expectRevertedBehind(response: Response, attackHash: Hex, side: "buy" | "sell") {
  expect(response.status, await response.clone().text()).toBe(409);
  const body = (await response.json()) as { code: string; message: string; transactionHash: Hex };
  expect(body.code).toBe("REVERTED");
  expect(body.message).toBe(`The ${side} was sent but reverted on-chain (the price moved); only its gas was spent. Transaction ${body.transactionHash}.`);
  const [user, attacker] = await Promise.all([receiptOf(body.transactionHash), receiptOf(attackHash)]);
  expect(attacker.status).toBe("0x1");
  expect(user.status).toBe("0x0");
  expect(user.blockNumber).toBe(attacker.blockNumber);
  expect(Number(user.transactionIndex)).toBeGreaterThan(Number(attacker.transactionIndex));
  expect(await revertReason(body.transactionHash)).toBe("TradeGuard: below minimum");
  return { block: user.blockNumber, gasCost: BigInt(user.gasUsed) * BigInt(user.effectiveGasPrice) };
}

describe("a sandwiched trade on the curve", () => {
  it("reverts a buy that a bigger buy ahead of it fills below its minimum: the user keeps their HYPE but the gas", async () => {
    const amount = parseEther("20");
    const minimum = ((await estimate("buy", amount)) * 9_900n) / 10_000n;
    const [hypeBefore, tokensBefore] = await Promise.all([hypeOf(alice.address), tokensOf(alice.address)]);
    const { response, attackHash } = await sandwiched(() => trade(alice, "buy", { tokenAddress: token, amountIn: "20", slippageTolerance: 100 }), {
      data: encodeFunctionData({ abi: curveAbi, functionName: "buyTokens", args: [token] }),
      value: parseEther("150"),
    });
    const { block, gasCost } = await expectRevertedBehind(response, attackHash, "buy");
    // Behind the attacker's buy the same 20 HYPE buys far fewer tokens than the minimum: the fill the guard refused.
    expect(await estimate("buy", amount, block)).toBeLessThan(minimum);
    expect(await tokensOf(alice.address)).toBe(tokensBefore);
    expect(hypeBefore - (await hypeOf(alice.address))).toBe(gasCost);
    console.info(`sandwiched buy: gas lost ${gasCost} wei; the fill behind the attack ${await estimate("buy", amount, block)} < minimum ${minimum}`);
  });

  it("reverts a sell that a bigger sell ahead of it fills below its minimum: the user keeps their tokens but the gas", async () => {
    const bought = await trade(alice, "buy", { tokenAddress: token, amountIn: "20", slippageTolerance: 1000 });
    expect(bought.status, await bought.clone().text()).toBe(200);
    // A sell approves exactly what it sells; a wallet that already approved the guard for more sends the sell alone,
    // so the sandwiched one is a single transaction.
    await approveGuardAsWallet(alice.address);
    const first = await trade(alice, "sell", { tokenAddress: token, amountIn: "0", percentage: 10, slippageTolerance: 1000 });
    expect(first.status, await first.clone().text()).toBe(200);
    expect(Number(tradeResultSchema.parse(await first.json()).amountOut)).toBeGreaterThan(0);
    const held = await tokensOf(alice.address);
    const minimum = ((await estimate("sell", held)) * 9_900n) / 10_000n;
    const hypeBefore = await hypeOf(alice.address);
    const { response, attackHash } = await sandwiched(
      () => trade(alice, "sell", { tokenAddress: token, amountIn: "0", percentage: 100, slippageTolerance: 100 }),
      { data: encodeFunctionData({ abi: curveAbi, functionName: "sellTokens", args: [token, await tokensOf(ATTACKER)] }), value: 0n },
    );
    const { block, gasCost } = await expectRevertedBehind(response, attackHash, "sell");
    expect(await estimate("sell", held, block)).toBeLessThan(minimum);
    expect(await tokensOf(alice.address)).toBe(held);
    expect(hypeBefore - (await hypeOf(alice.address))).toBe(gasCost);
    console.info(`sandwiched sell: gas lost ${gasCost} wei; the fill behind the attack ${await estimate("sell", held, block)} < minimum ${minimum}`);
  });
});
