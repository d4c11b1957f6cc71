import { type Address, encodeFunctionData, formatEther, formatUnits, type PublicClient } from "viem";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import type { ChainConfig } from "../../shared/chains";
import { type BuyRequest, type SellRequest, SLIPPAGE_TOLERANCE_DEFAULT, type TradePending, type TradeResult } from "../../shared/schemas/trade";
import { CREATOR_SELL_LOCK_SECONDS, creatorSellLocked, curveSoldOut } from "../../shared/trade-warnings";
import { WALLET_NOT_FOUND } from "../auth/wallet-detail";
import { chainConfigFor } from "../chain/chain-config";
import type { StoredUser } from "../db/auth-users";
import { recordTradeOrder } from "../db/trade-orders";
import { ApiError } from "../http/errors";
import { hype, parseAmount, readable } from "./amounts";
import {
  amountOut,
  approvalCall,
  chainClient,
  minimumOut,
  type Side,
  spenderAllowance,
  type TokenMarket,
  tokenBalance,
  tokenMarket,
  tradingAbi,
  V2_PRICE_ACCUMULATORS_GAS,
} from "./market";
import { priorityTipWei } from "./priority-tip";
import { awaitLanding } from "./receipt-wait";
import { droppedBeforeMined, sendAgainOnceMined, sendRefused } from "./send-refusals";
import { type ContractCall, priceCall, revertReason, sendFromWallet, type TradingWallet } from "./send-transaction";
import { effectivePrice, tradeAmounts } from "./trade-receipt";
import { TRADE_VALUE_CAP_WEI } from "./trading-key";

// POST /liquidlaunch/buy and /sell: every refusal (funds, the creator's lock, a sold-out curve, slippage,
// an unknown token) is found before anything is signed, so a refused trade sends nothing.

const DEADLINE_SECONDS = 120n;

/** The request's three names of the wallet must all be the caller's: another user's wallet is not found. */
export function tradingWalletOf(user: StoredUser, request: Pick<BuyRequest, "userId" | "walletUserId" | "privateKeyId">): TradingWallet {
  if (request.userId !== user.id || request.walletUserId !== user.turnkeySubOrgId || request.privateKeyId !== user.walletId) {
    throw new ApiError(404, WALLET_NOT_FOUND);
  }
  return { subOrganizationId: user.turnkeySubOrgId, address: user.walletAddress as Address };
}

/** The transaction of the trade: the guard's buy or sell on the curve, or the router's swap; both with the minimum and deadline as their floor. */
export function tradeCall(market: TokenMarket, side: Side, amountIn: bigint, minOut: bigint, wallet: Address, deadline: bigint): ContractCall {
  if (market.route === "launchpad") {
    const data =
      side === "buy"
        ? encodeFunctionData({ abi: tradingAbi, functionName: "buy", args: [market.token, minOut, deadline] })
        : encodeFunctionData({ abi: tradingAbi, functionName: "sell", args: [market.token, amountIn, minOut, deadline] });
    return { to: market.contracts.guard!, data, value: side === "buy" ? amountIn : 0n };
  }
  const whype = WHYPE_ADDRESS as Address;
  const data =
    side === "buy"
      ? encodeFunctionData({ abi: tradingAbi, functionName: "swapExactETHForTokens", args: [minOut, [whype, market.token], wallet, deadline] })
      : encodeFunctionData({ abi: tradingAbi, functionName: "swapExactTokensForETH", args: [amountIn, minOut, [market.token, whype], wallet, deadline] });
  return { to: market.contracts.router!, data, value: side === "buy" ? amountIn : 0n };
}

class Refusals {
  constructor(
    private readonly market: TokenMarket,
    private readonly side: Side,
  ) {}

  amount(units: bigint): string {
    return this.side === "buy" ? hype(units) : `${readable(units, this.market.decimals)} ${this.market.symbol}`;
  }

  received(units: bigint): string {
    return this.side === "buy" ? `${readable(units, this.market.decimals)} ${this.market.symbol}` : hype(units);
  }

  slippage(filling: bigint, minOut: bigint, quoted: bigint, slippageBps: number): ApiError {
    return new ApiError(
      409,
      `Slippage exceeded: the price moved and this ${this.side} would receive ${this.received(filling)}, less than the minimum of ${this.received(minOut)} ` +
        `(the quote of ${this.received(quoted)} less your ${(slippageBps / 100).toFixed(2)} % tolerance). Nothing was sent.`,
      { code: "SLIPPAGE_EXCEEDED", quoted: quoted.toString(), minimum: minOut.toString(), expected: filling.toString() },
    );
  }

  creatorLocked(opensAt: number): ApiError {
    return new ApiError(409, creatorSellLocked(this.market.symbol, opensAt, Date.now() / 1000), { code: "CREATOR_SELL_LOCKED", opensAt });
  }

  /** A revert the node foresaw while estimating gas, in plain words. */
  explain(reason: string): ApiError {
    if (/creator sell locked/i.test(reason)) return this.creatorLocked(this.market.creationTimestamp + CREATOR_SELL_LOCK_SECONDS);
    if (/token frozen/i.test(reason)) return new ApiError(409, curveSoldOut(this.market.symbol));
    if (/INSUFFICIENT_OUTPUT_AMOUNT|TradeGuard: below minimum/.test(reason))
      return new ApiError(409, "Slippage exceeded: the price moved past your tolerance. Nothing was sent.", { code: "SLIPPAGE_EXCEEDED" });
    return new ApiError(409, `The trade would fail on-chain (${reason}). Nothing was sent.`);
  }
}

/** The creator's own sells wait an hour after launch (on the curve; the contract would revert). */
async function assertCreatorMaySell(client: PublicClient, market: TokenMarket, wallet: Address, refusals: Refusals): Promise<void> {
  if (market.route !== "launchpad" || market.creator.toLowerCase() !== wallet.toLowerCase()) return;
  const opensAt = market.creationTimestamp + CREATOR_SELL_LOCK_SECONDS;
  const head = await client.getBlock({ blockTag: "latest" });
  if (Number(head.timestamp) < opensAt) throw refusals.creatorLocked(opensAt);
}

async function sellAmount(client: PublicClient, market: TokenMarket, wallet: Address, request: SellRequest): Promise<{ amount: bigint; balance: bigint }> {
  const balance = await tokenBalance(client, market, wallet);
  if (request.percentage !== undefined) {
    const amount = (balance * BigInt(Math.round(request.percentage * 100))) / 10_000n;
    if (amount === 0n)
      throw new ApiError(400, `Not enough tokens: the wallet holds 0 ${market.symbol}`, { code: "INSUFFICIENT_TOKENS", available: "0", required: "0" });
    return { amount, balance };
  }
  return { amount: parseAmount(request.amountIn, market.decimals, market.symbol), balance };
}

/**
 * A sell needs the guard (curve) or the router (V2) approved for the tokens first: an approval of exactly the
 * amount sold, mined before the sell, so no allowance outlives the trade it was for.
 */
async function approveSpender(
  env: Env,
  chain: ChainConfig,
  client: PublicClient,
  wallet: TradingWallet,
  market: TokenMarket,
  amount: bigint,
  refusals: Refusals,
  tip: bigint | null,
) {
  if ((await spenderAllowance(client, market, wallet.address)) >= amount) return;
  const call = await priceCall(client, wallet.address, approvalCall(market, amount), (reason) => refusals.explain(reason), { tip });
  const spender = market.route === "launchpad" ? "the trade guard" : "HyperSwap";
  const approval = `the approval of ${spender} to sell ${market.symbol}`;
  const { hash } = await sendFromWallet(env, chain, client, wallet, call, (refusal) => sendRefused(refusal, approval));
  const landing = await awaitLanding(client, hash);
  if (landing.status === "dropped") throw droppedBeforeMined(approval, hash);
  if (landing.status === "pending") throw sendAgainOnceMined(approval, "sell", hash);
  if (landing.receipt.status !== "success") throw new ApiError(409, `Approving ${spender} to sell ${market.symbol} failed on-chain (${hash})`);
}

/** The mined trade's result, or (its receipt slow to come) its hash as pending. */
export async function placeTrade(env: Env, user: StoredUser, side: Side, request: BuyRequest | SellRequest): Promise<TradeResult | TradePending> {
  const wallet = tradingWalletOf(user, request);
  const chain = chainConfigFor(env);
  const client = chainClient(chain);
  const market = await tokenMarket(client, chain, request.tokenAddress as Address);
  const refusals = new Refusals(market, side);
  const slippageBps = request.slippageTolerance ?? SLIPPAGE_TOLERANCE_DEFAULT;
  const tip = priorityTipWei(request.priorityTipGwei);

  // Funds first: enough HYPE to spend, or enough tokens to sell.
  let amountIn: bigint;
  const hypeBalance = await client.getBalance({ address: wallet.address, blockTag: "pending" });
  if (side === "buy") {
    amountIn = parseAmount(request.amountIn, 18, "HYPE");
    if (hypeBalance < amountIn) {
      throw new ApiError(400, `Not enough HYPE: the wallet holds ${hype(hypeBalance)} and this buy needs ${hype(amountIn)} plus gas`, {
        code: "INSUFFICIENT_HYPE",
        available: formatEther(hypeBalance),
        required: formatEther(amountIn),
      });
    }
    // The trading policy's cap: the provider would refuse to sign it.
    if (amountIn > TRADE_VALUE_CAP_WEI) throw new ApiError(400, `A buy can spend at most ${hype(TRADE_VALUE_CAP_WEI)} in one transaction`);
  } else {
    await assertCreatorMaySell(client, market, wallet.address, refusals);
    const { amount, balance } = await sellAmount(client, market, wallet.address, request as SellRequest);
    amountIn = amount;
    if (balance < amountIn) {
      throw new ApiError(400, `Not enough tokens: the wallet holds ${refusals.amount(balance)} and this sell needs ${refusals.amount(amountIn)}`, {
        code: "INSUFFICIENT_TOKENS",
        available: formatUnits(balance, market.decimals),
        required: formatUnits(amountIn, market.decimals),
      });
    }
  }

  // The quote at the latest block sets the minimum; the pending block (trades sent before ours) must still meet it.
  const quoted = await amountOut(client, market, side, amountIn, "latest");
  if (quoted === 0n) throw new ApiError(409, `This ${side} would receive nothing at the current price. Nothing was sent.`);
  const minOut = minimumOut(quoted, slippageBps);
  const filling = await amountOut(client, market, side, amountIn, "pending");
  if (filling < minOut) throw refusals.slippage(filling, minOut, quoted, slippageBps);

  if (side === "sell") await approveSpender(env, chain, client, wallet, market, amountIn, refusals, tip);
  const head = await client.getBlock({ blockTag: "latest" });
  const call = await priceCall(
    client,
    wallet.address,
    tradeCall(market, side, amountIn, minOut, wallet.address, head.timestamp + DEADLINE_SECONDS),
    (reason) => refusals.explain(reason),
    { unseenGas: market.route === "hyperswap-v2" ? V2_PRICE_ACCUMULATORS_GAS : 0n, tip },
  );

  const { hash, signature } = await sendFromWallet(env, chain, client, wallet, call, (refusal) => sendRefused(refusal, `this ${side}`));
  const landing = await awaitLanding(client, hash);
  if (landing.status === "dropped") throw droppedBeforeMined(`this ${side}`, hash);
  if (landing.status === "pending") {
    const message = `Your ${side} was sent and is waiting to be mined (transaction ${hash}).`;
    return { status: "pending", transactionHash: hash, signature, message };
  }
  const { receipt } = landing;
  const moved = tradeAmounts(receipt, market, side, wallet.address, call.value, chain.contracts.whype as Address);
  await recordTradeOrder(env.DB, {
    txHash: hash,
    userId: user.id,
    walletAddress: wallet.address,
    tokenAddress: market.token,
    side,
    route: market.route,
    amountIn: moved.amountIn,
    amountOut: moved.amountOut,
    slippageBps,
    referrer: request.referrer ?? null,
    status: receipt.status === "success" ? "success" : "reverted",
    blockNumber: Number(receipt.blockNumber),
  });
  if (receipt.status !== "success") {
    // All its gas spent: it ran out. Otherwise, replayed on the block before, the call tells why (a minimum missed, most likely).
    const reason =
      receipt.gasUsed >= call.gas
        ? "it ran out of gas"
        : await client
            .call({ account: wallet.address, to: call.to, data: call.data, value: call.value, blockNumber: receipt.blockNumber - 1n })
            .then(() => "the price moved")
            .catch((error: Error) => revertReason(error));
    throw new ApiError(409, `The ${side} was sent but reverted on-chain (${reason}); only its gas was spent. Transaction ${hash}.`, {
      code: "REVERTED",
      transactionHash: hash,
    });
  }
  const [hypeWei, tokenUnits] = side === "buy" ? [moved.amountIn, moved.amountOut] : [moved.amountOut, moved.amountIn];
  const [inDecimals, outDecimals] = side === "buy" ? [18, market.decimals] : [market.decimals, 18];
  return {
    transactionHash: hash,
    amountIn: formatUnits(moved.amountIn, inDecimals),
    amountOut: formatUnits(moved.amountOut, outDecimals),
    gasUsed: receipt.gasUsed.toString(),
    effectivePrice: effectivePrice(hypeWei, tokenUnits, market.decimals),
    signature,
    userBlockNumber: Number(receipt.blockNumber),
  };
}
