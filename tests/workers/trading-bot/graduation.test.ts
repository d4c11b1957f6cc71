import { type Address, encodeFunctionData, getAddress, parseAbi, parseEther } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import { automine, buyAs, chain, completeBonding, devnet, launch, newTrader, nonceOf, sendAs, startMining, type Trader } from "../trading/trading-driver";
import { createRule, ingestAndNotify, logOf, settled, tokensOf } from "./bot-driver";

// A rule survives graduation: a limit sell armed while its token trades on the launchpad's curve fires on the
// token's HyperSwap V2 pair once the curve has bonded, through the router, from its owner's wallet.

const CREATOR = "0x00000000000000000000000000000000000b07c6" as Address;
const WHALE = "0x00000000000000000000000000000000000b07a6" as Address;
const router = getAddress(devnet.contracts.v2Router!);
const launchpadAbi = parseAbi(["function getLiquidity(address token) view returns (uint256 hypeReserve, uint256 tokenReserve)"]);
const routerAbi = parseAbi(["function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])"]);

let alice: Trader;
let token: Address;

/** HYPE per whole token at the curve's reserves: the price the V2 pair is seeded at when the curve bonds. */
async function reservePrice(): Promise<number> {
  const data = encodeFunctionData({ abi: launchpadAbi, functionName: "getLiquidity", args: [token] });
  const answer = await chain.rpc<`0x${string}`>("eth_call", [{ to: devnet.contracts.launchpad, data }, "latest"]);
  const hype = BigInt(answer.slice(0, 66));
  const tokens = BigInt(`0x${answer.slice(66)}`);
  return Number(hype) / 1e18 / (Number(tokens) / 1e6);
}

beforeAll(async () => {
  await chain.resetChain();
  await startMining();
  await chain.fund([CREATOR, WHALE], 10_000n);
  alice = await newTrader("alice-graduation");
  token = await launch(CREATOR, "GRADBOT");
  await buyAs(alice.address, token, parseEther("1"));
  await ingestAndNotify();
});

afterAll(async () => {
  await automine(false);
});

describe("a limit sell armed on the curve", () => {
  it("sells on the V2 pair after the token bonds, once the pair's price reaches it", async () => {
    const held = await tokensOf(token, alice.address);
    // The whale's buy sells the curve out: its final price is where the pair opens, a third under the trigger.
    const snapshot = await chain.snapshot();
    await buyAs(WHALE, token, parseEther("700"));
    const bondingPrice = await reservePrice();
    await chain.revert(snapshot);
    const rule = await createRule(alice, { kind: "limit-sell", tokenAddress: token, trigger: { measure: "price", at: bondingPrice * 1.5 }, percentage: 100 });
    const nonce = await nonceOf(alice.address);

    await buyAs(WHALE, token, parseEther("700"));
    await completeBonding(WHALE, token);
    await ingestAndNotify();
    await settled(alice);
    expect(await logOf(alice, rule.id)).toEqual([]);
    expect(await nonceOf(alice.address)).toBe(nonce);

    // Buys on the pair lift its price past the trigger.
    const buy = encodeFunctionData({ abi: routerAbi, functionName: "swapExactETHForTokens", args: [0n, [WHYPE_ADDRESS as Address, token], WHALE, 2n ** 40n] });
    await sendAs(WHALE, router, buy, parseEther("400"));
    await ingestAndNotify();
    await settled(alice);
    const [sold] = await logOf(alice, rule.id);
    expect(sold).toMatchObject({ outcome: "executed", side: "sell", tokenAddress: token.toLowerCase() });
    const receipt = await chain.rpc<{ from: string; to: string; status: string }>("eth_getTransactionReceipt", [sold!.transactionHash]);
    expect(receipt).toMatchObject({ from: alice.address.toLowerCase(), to: router.toLowerCase(), status: "0x1" });
    expect(held).toBeGreaterThan(0n);
    expect(await tokensOf(token, alice.address)).toBe(0n);
  });
});
