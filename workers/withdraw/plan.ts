import { type Address, formatEther, formatUnits, getAddress, type PublicClient, parseUnits } from "viem";
import type { RecipientWarning, WithdrawAsset, WithdrawPlan, WithdrawPlanRequest } from "../../shared/schemas/withdraw";
import { HYPE_ASSET } from "../../shared/schemas/withdraw";
import { recipientProblem, withdrawCall } from "../../shared/withdraw";
import { WALLET_NOT_FOUND } from "../auth/wallet-detail";
import { chainConfigFor } from "../chain/chain-config";
import type { StoredUser } from "../db/auth-users";
import { ApiError } from "../http/errors";
import { chainClient } from "../trading/market";
import { revertReason } from "../trading/send-transaction";
import { hypeAsset, tokenAsset } from "./assets";

/** Token transfers get this much gas above the estimate (basis points), as a balance change can cost more; HYPE's 21,000 is exact. */
const TOKEN_GAS_MARGIN_BPS = 12_000n;

/** What a withdrawal of the amount needs beyond what the wallet holds, said plainly; null when it fits. */
function shortfall(asset: WithdrawAsset, hype: bigint, amount: bigint, fee: bigint): string | null {
  const units = (value: bigint) => `${formatUnits(value, asset.decimals)} ${asset.symbol}`;
  const hypeText = (value: bigint) => `${formatEther(value)} HYPE`;
  if (asset.tokenAddress === null) {
    if (amount + fee <= hype) return null;
    return `Not enough HYPE: the wallet holds ${hypeText(hype)} and this withdrawal needs ${hypeText(amount)} plus ${hypeText(fee)} network fee`;
  }
  if (amount > BigInt(asset.balance))
    return `Not enough ${asset.symbol}: the wallet holds ${units(BigInt(asset.balance))} and this withdrawal needs ${units(amount)}`;
  if (fee > hype) return `Not enough HYPE for the network fee: the wallet holds ${hypeText(hype)} and this withdrawal's fee is up to ${hypeText(fee)}`;
  return null;
}

/** A contract, or an address the chain has never seen: the user is asked to look twice. */
async function recipientWarnings(client: PublicClient, to: Address, symbol: string): Promise<RecipientWarning[]> {
  const [code, nonce, balance] = await Promise.all([
    client.getCode({ address: to }),
    client.getTransactionCount({ address: to }),
    client.getBalance({ address: to }),
  ]);
  if (code !== undefined && code !== "0x")
    return [
      { kind: "contract", message: `${to} is a contract. Send ${symbol} to it only if it is meant to receive it: what a contract cannot move on is lost.` },
    ];
  if (nonce === 0 && balance === 0n)
    return [{ kind: "unused", message: `${to} has never been used on this chain (no transactions, no HYPE). Check it is the right address.` }];
  return [];
}

/** The amount asked for in base units; "max" is everything (the caller takes HYPE's fee off). */
function requestedAmount(asset: WithdrawAsset, amount: string): bigint | "max" {
  if (amount === "max") return "max";
  const decimals = amount.split(".")[1]?.length ?? 0;
  if (decimals > asset.decimals) throw new ApiError(400, `${asset.symbol} has ${asset.decimals} decimals: the amount has ${decimals}`);
  const units = parseUnits(amount, asset.decimals);
  if (units === 0n) throw new ApiError(400, "Amount must be more than 0");
  return units;
}

/**
 * POST /transactions/withdraw/plan: checks a withdrawal before anything is signed (recipient, balance, fee) and
 * answers what the browser needs to build it (nonce, gas, fees) with the amount, the fee and any warning.
 */
export async function withdrawPlan(env: Env, user: StoredUser, request: WithdrawPlanRequest): Promise<WithdrawPlan> {
  if (request.userId !== user.id) throw new ApiError(404, WALLET_NOT_FOUND);
  const problem = recipientProblem(request.to);
  if (problem) throw new ApiError(400, problem);
  const to = getAddress(request.to);
  const from = getAddress(user.walletAddress);
  if (to === from) throw new ApiError(400, "Invalid recipient: that is this wallet's own address");
  const chain = chainConfigFor(env);
  const client = chainClient(chain);
  const hype = await hypeAsset(client, from);
  const asset = request.asset === HYPE_ASSET ? hype : await tokenAssetOrRefuse(client, request.asset as Address, from);
  const asked = requestedAmount(asset, request.amount);
  const isHype = asset.tokenAddress === null;
  const hypeBalance = BigInt(hype.balance);
  // A token transfer beyond the balance reverts and so cannot be estimated: check what can be checked first.
  if (!isHype && asked !== "max" && asked > BigInt(asset.balance)) throw new ApiError(400, shortfall(asset, hypeBalance, asked, 0n)!);
  const tokenAmount = isHype ? 0n : asked === "max" ? BigInt(asset.balance) : asked;
  if (!isHype && tokenAmount === 0n) throw new ApiError(400, `This wallet holds no ${asset.symbol}`);

  const token = asset.tokenAddress as Address | null;
  const [fees, nonce, gas, warnings] = await Promise.all([
    client.estimateFeesPerGas(),
    client.getTransactionCount({ address: from, blockTag: "pending" }),
    estimateGas(client, from, withdrawCall(token, to, isHype ? hypeToEstimate(asked, hypeBalance) : tokenAmount), isHype),
    recipientWarnings(client, to, asset.symbol),
  ]);
  const fee = gas * fees.maxFeePerGas;
  const amount = isHype ? (asked === "max" ? hypeBalance - fee : (asked as bigint)) : tokenAmount;
  if (amount <= 0n)
    throw new ApiError(
      400,
      `Not enough HYPE: the wallet holds ${formatEther(hypeBalance)} HYPE, less than this withdrawal's network fee of ${formatEther(fee)} HYPE`,
    );
  const refused = shortfall(asset, hypeBalance, amount, fee);
  if (refused) throw new ApiError(400, refused);
  return {
    asset,
    to,
    amount: amount.toString(),
    amountReadable: formatUnits(amount, asset.decimals),
    fee: fee.toString(),
    feeReadable: formatEther(fee),
    transaction: {
      chainId: chain.chainId,
      nonce,
      gas: gas.toString(),
      maxFeePerGas: fees.maxFeePerGas.toString(),
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas.toString(),
    },
    warnings,
  };
}

/**
 * The HYPE a transfer's gas is estimated with: the amount asked, or, for Max (whose amount waits on the fee) and
 * for more than the balance (refused once the fee is known), half the balance. A contract recipient may refuse 0.
 */
const hypeToEstimate = (asked: bigint | "max", balance: bigint) => (asked === "max" || asked > balance ? balance / 2n : asked);

async function tokenAssetOrRefuse(client: PublicClient, token: Address, owner: Address): Promise<WithdrawAsset> {
  try {
    return await tokenAsset(client, token, owner);
  } catch {
    throw new ApiError(400, `${token} is not a token this wallet can send: it answers no ERC-20 balance`);
  }
}

/** The transfer's gas; a recipient contract that refuses it answers 400 with its reason. */
async function estimateGas(client: PublicClient, from: Address, call: ReturnType<typeof withdrawCall>, isHype: boolean): Promise<bigint> {
  try {
    const gas = await client.estimateGas({ account: from, ...call, blockTag: "pending" });
    return isHype ? gas : (gas * TOKEN_GAS_MARGIN_BPS) / 10_000n;
  } catch (error) {
    throw new ApiError(400, `This transfer would fail: ${revertReason(error as Error)}`);
  }
}
