import { Turnkey } from "@turnkey/sdk-server";
import { type Address, type Hex, parseEther, toFunctionSelector } from "viem";
import type { ChainConfig } from "../../shared/chains";
import { ApiError } from "../http/errors";

// Turnkey's delegated access (docs.turnkey.com/concepts/policies/delegated-access-backend): each user's
// sub-organization is created with a second root user, API-only, whose key the backend holds (the trading
// key). That user writes one policy letting itself sign only trades, then leaves the root quorum, so from
// then on the provider lets the trading key sign exactly what the policy says and nothing else.

export const TRADING_USER_NAME = "lqscan trading";
/**
 * The most HYPE one transaction signed by the trading key may carry (a buy's amount). The policy caps
 * `eth.tx.value` with it, so a leaked key cannot move a wallet's HYPE in one transaction beyond it.
 */
export const TRADE_VALUE_CAP_WEI = parseEther("1000");
/** The calls the trading key may sign, by the selector its policy pins. */
const GUARD_BUY = toFunctionSelector("buy(address,uint256,uint256)");
const GUARD_SELL = toFunctionSelector("sell(address,uint256,uint256,uint256)");
const SWAP_EXACT_ETH_FOR_TOKENS = toFunctionSelector("swapExactETHForTokens(uint256,address[],address,uint256)");
const SWAP_EXACT_TOKENS_FOR_ETH = toFunctionSelector("swapExactTokensForETH(uint256,uint256,address[],address,uint256)");
const APPROVE = toFunctionSelector("approve(address,uint256)");

export type TradingKey = { publicKey: string; privateKey: string };

/** The trading key, when configured. */
export function tradingKeyOf(env: Env): TradingKey | undefined {
  const { TURNKEY_TRADING_API_PUBLIC_KEY: publicKey, TURNKEY_TRADING_API_PRIVATE_KEY: privateKey } = env;
  return publicKey && privateKey ? { publicKey, privateKey } : undefined;
}

function requireTradingKey(env: Env): TradingKey {
  const key = tradingKeyOf(env);
  if (!key || !env.TURNKEY_API_BASE_URL) throw new ApiError(503, "Trading is not configured on this server");
  return key;
}

/** The Turnkey client of the trading key, acting in one user's sub-organization. */
function tradingClient(env: Env, key: TradingKey, subOrganizationId: string) {
  return new Turnkey({
    apiBaseUrl: env.TURNKEY_API_BASE_URL!,
    apiPublicKey: key.publicKey,
    apiPrivateKey: key.privateKey,
    defaultOrganizationId: subOrganizationId,
    runtimeOverride: "browser",
    // A signature the policy refuses waits for consensus, which never comes: ask once more, then answer.
    activityPoller: { intervalMs: 100, numRetries: 0 },
  }).apiClient();
}

/** The root user the new sub-organization gets beside its owner. */
export function tradingRootUser(key: TradingKey) {
  return {
    userName: TRADING_USER_NAME,
    apiKeys: [{ apiKeyName: "lqscan trading key", publicKey: key.publicKey, curveType: "API_KEY_CURVE_P256" as const }],
    authenticators: [],
    oauthProviders: [],
  };
}

/** The calldata's selector is `selector`. */
const calls = (selector: Hex) => `eth.tx.data[0..10] == '${selector}'`;
/** Head word `index` of the calldata (after the selector), as 64 hex digits without 0x. */
const argument = (index: number) => `eth.tx.data[${10 + 64 * index}..${74 + 64 * index}]`;
const word = (address: string) => `'${address.slice(2).toLowerCase().padStart(64, "0")}'`;
const quoted = (address: string) => `'${address.toLowerCase()}'`;

/**
 * What the trading user may sign: on this chain only, the guard's buy and sell, the router's two swaps with
 * the wallet itself as their recipient, and approve with the guard or the router as spender; a buy carries at
 * most TRADE_VALUE_CAP_WEI, everything else no HYPE. The guard pays its caller, so it has no recipient to pin.
 * A token approved need not be one the wallet holds (a policy cannot read balances): the guard and the router
 * only ever pull tokens from their caller, so an allowance to them moves nothing unless the wallet trades.
 */
export function tradingPolicyCondition(chain: ChainConfig, wallet: Address): string {
  const { tradeGuard: guard, v2Router: router } = chain.contracts;
  const cap = `eth.tx.value <= ${TRADE_VALUE_CAP_WEI}`;
  const free = "eth.tx.value == 0";
  const allowed: string[] = [];
  if (guard) {
    allowed.push(`eth.tx.to == ${quoted(guard)} && ${calls(GUARD_BUY)} && ${cap}`, `eth.tx.to == ${quoted(guard)} && ${calls(GUARD_SELL)} && ${free}`);
  }
  if (router) {
    allowed.push(
      `eth.tx.to == ${quoted(router)} && ${calls(SWAP_EXACT_ETH_FOR_TOKENS)} && ${argument(2)} == ${word(wallet)} && ${cap}`,
      `eth.tx.to == ${quoted(router)} && ${calls(SWAP_EXACT_TOKENS_FOR_ETH)} && ${argument(3)} == ${word(wallet)} && ${free}`,
    );
  }
  const spenders = [guard, router].filter((address): address is string => address !== null);
  if (spenders.length > 0) allowed.push(`${calls(APPROVE)} && ${argument(0)} in [${spenders.map(word).join(", ")}] && ${free}`);
  const signing = `activity.type == 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2' && eth.tx.chain_id == ${chain.chainId}`;
  return `${signing} && (${allowed.length === 0 ? "false" : allowed.map((call) => `(${call})`).join(" || ")})`;
}

/** Run right after the sub-organization exists: the trading user's policy, then the owner alone as root. */
export async function enableDelegatedTrading(
  env: Env,
  chain: ChainConfig,
  wallet: { subOrganizationId: string; address: Address; ownerUserId: string; tradingUserId: string },
): Promise<void> {
  const client = tradingClient(env, requireTradingKey(env), wallet.subOrganizationId);
  const completed = (response: { activity: { status: string } }, what: string) => {
    if (response.activity.status !== "ACTIVITY_STATUS_COMPLETED") throw new Error(`wallet provider: ${what} ended ${response.activity.status}`);
  };
  completed(
    await client.createPolicies({
      policies: [
        {
          policyName: "lqscan trading: guarded trades to this wallet only",
          effect: "EFFECT_ALLOW",
          consensus: `approvers.any(user, user.id == '${wallet.tradingUserId}')`,
          condition: tradingPolicyCondition(chain, wallet.address),
          notes: "Lets the app trade for the user through the trade guard and HyperSwap V2, proceeds to this wallet only, nothing else.",
        },
      ],
    }),
    "create_policies",
  );
  completed(await client.updateRootQuorum({ threshold: 1, userIds: [wallet.ownerUserId] }), "update_root_quorum");
}

/** The provider signs the unsigned transaction (hex) with the user's wallet, if the trading policy allows it. */
export async function signWithTradingKey(env: Env, wallet: { subOrganizationId: string; address: string }, unsignedTransaction: Hex): Promise<Hex> {
  const client = tradingClient(env, requireTradingKey(env), wallet.subOrganizationId);
  const response = await client.signTransaction({
    signWith: wallet.address,
    unsignedTransaction: unsignedTransaction.slice(2),
    type: "TRANSACTION_TYPE_ETHEREUM",
  });
  if (response.activity.status !== "ACTIVITY_STATUS_COMPLETED") {
    console.warn(`wallet provider did not sign a trade: ${response.activity.status}`);
    throw new ApiError(403, "The wallet's trading policy does not allow this transaction");
  }
  return `0x${response.signedTransaction.replace(/^0x/, "")}`;
}
