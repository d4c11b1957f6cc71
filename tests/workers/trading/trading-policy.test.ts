import { env } from "cloudflare:test";
import { type Address, encodeFunctionData, type Hex, maxUint256, parseAbi, parseEther, parseGwei, serializeTransaction } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import { signWithTradingKey, TRADE_VALUE_CAP_WEI } from "../../../workers/trading/trading-key";
import { signInBindings } from "../auth/sign-in-driver";
import { automine, chain, devnet, launch, newTrader, nonceOf, startMining, type Trader, trade } from "./trading-driver";

// The trading key as a thief holding it would use it: every way out of the wallet signed with the worker's own
// key under the user's policy. The policy pins the calls (selectors), their recipient (the wallet itself), the
// spender of an approval (guard or router), the chain and the HYPE one transaction may carry.

const CREATOR = "0x00000000000000000000000000000000000c0ffe" as Address;
const STRANGER = "0x000000000000000000000000000000000000dEaD" as Address;
const { launchpad, tradeGuard, v2Router } = devnet.contracts as { launchpad: Address; tradeGuard: Address; v2Router: Address };
const abi = parseAbi([
  "function buy(address token, uint256 minOut, uint256 deadline) payable",
  "function sell(address token, uint256 amountIn, uint256 minOut, uint256 deadline)",
  "function buyTokens(address token) payable",
  "function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)",
  "function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)",
  "function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable",
  "function approve(address spender, uint256 amount) returns (bool)",
  "function transfer(address to, uint256 amount) returns (bool)",
]);
const FAR = 2n ** 40n;
const REFUSED = "The wallet's trading policy does not allow this transaction";

let alice: Trader;
let token: Address;

beforeAll(async () => {
  await chain.resetChain();
  await startMining();
  await chain.fund([CREATOR], 100n);
  alice = await newTrader("policy", 2000n);
  token = await launch(CREATOR, "POLICY");
});

afterAll(async () => {
  await automine(false);
});

type Call = { to: Address; data: Hex; value?: bigint; chainId?: number };

function sign({ to, data, value = 0n, chainId = 999 }: Call) {
  const unsigned = serializeTransaction({
    type: "eip1559",
    chainId,
    nonce: 0,
    to,
    data,
    value,
    gas: 300_000n,
    maxFeePerGas: parseGwei("1"),
    maxPriorityFeePerGas: 0n,
  });
  return signWithTradingKey({ ...env, ...signInBindings } as Env, { subOrganizationId: alice.wallet.walletUserId, address: alice.address }, unsigned);
}

const call = (to: Address, functionName: string, args: readonly unknown[], value?: bigint): Call => ({
  to,
  data: encodeFunctionData({ abi, functionName, args } as Parameters<typeof encodeFunctionData>[0]),
  value,
});

describe("the trading key's policy", () => {
  it("signs the app's own trades: the guard's buy and sell, swaps to the wallet, approvals of the guard and router", async () => {
    const allowed: Call[] = [
      call(tradeGuard, "buy", [token, 1n, FAR], parseEther("1")),
      call(tradeGuard, "buy", [token, 1n, FAR], TRADE_VALUE_CAP_WEI),
      call(tradeGuard, "sell", [token, 5n, 1n, FAR]),
      call(v2Router, "swapExactETHForTokens", [1n, [WHYPE_ADDRESS, token], alice.address, FAR], parseEther("1")),
      call(v2Router, "swapExactTokensForETH", [5n, 1n, [token, WHYPE_ADDRESS], alice.address, FAR]),
      call(token, "approve", [tradeGuard, maxUint256]),
      call(token, "approve", [v2Router, maxUint256]),
    ];
    for (const allowedCall of allowed) await expect(sign(allowedCall), allowedCall.data.slice(0, 10)).resolves.toMatch(/^0x02/);
  });

  it("refuses every way out of the wallet", async () => {
    const refused: [string, Call][] = [
      ["a swap's tokens to a stranger", call(v2Router, "swapExactETHForTokens", [0n, [WHYPE_ADDRESS, token], STRANGER, FAR], parseEther("1"))],
      ["a sell's HYPE to a stranger", call(v2Router, "swapExactTokensForETH", [5n, 0n, [token, WHYPE_ADDRESS], STRANGER, FAR])],
      ["an approval of another spender", call(token, "approve", [STRANGER, maxUint256])],
      ["an approval of the launchpad", call(token, "approve", [launchpad, maxUint256])],
      ["an approval that carries HYPE", call(token, "approve", [v2Router, maxUint256], 1n)],
      ["a token transfer", call(token, "transfer", [STRANGER, 5n])],
      ["HYPE sent to a stranger", { to: STRANGER, data: "0x", value: parseEther("1") }],
      [
        "a call the app never makes on the router",
        call(v2Router, "swapExactETHForTokensSupportingFeeOnTransferTokens", [0n, [WHYPE_ADDRESS, token], alice.address, FAR], 1n),
      ],
      ["the launchpad's buy without a minimum", call(launchpad, "buyTokens", [token], parseEther("1"))],
      ["the guard's selector on another contract", call(STRANGER, "buy", [token, 1n, FAR], parseEther("1"))],
      ["a buy over the value cap", call(tradeGuard, "buy", [token, 1n, FAR], TRADE_VALUE_CAP_WEI + 1n)],
      ["a sell that carries HYPE", call(tradeGuard, "sell", [token, 5n, 1n, FAR], 1n)],
      ["a trade on another chain", { ...call(tradeGuard, "buy", [token, 1n, FAR], parseEther("1")), chainId: 1 }],
    ];
    for (const [what, refusedCall] of refused) await expect(sign(refusedCall), what).rejects.toThrow(REFUSED);
  });

  it("answers a buy over the cap with a 400 before anything is signed", async () => {
    const nonce = await nonceOf(alice.address);
    const response = await trade(alice, "buy", { tokenAddress: token, amountIn: "1000.000000000000000001" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe("A buy can spend at most 1000 HYPE in one transaction");
    expect(await nonceOf(alice.address)).toBe(nonce);
  });
});
