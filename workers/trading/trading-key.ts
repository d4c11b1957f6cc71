import { Turnkey } from "@turnkey/sdk-server";
import type { Hex } from "viem";
import type { ChainConfig } from "../../shared/chains";
import { ApiError } from "../http/errors";

// Turnkey's delegated access (docs.turnkey.com/concepts/policies/delegated-access-backend): each user's
// sub-organization is created with a second root user, API-only, whose key the backend holds (the trading
// key). That user writes one policy letting itself sign only trades, then leaves the root quorum, so from
// then on the provider lets the trading key sign exactly what the policy says and nothing else.

export const TRADING_USER_NAME = "lqscan trading";
/** ERC-20 approve(address,uint256): the only call to another contract the trading key may sign, and only for the router. */
const APPROVE_SELECTOR = "0x095ea7b3";

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

/** The trading user may sign, on this chain only, calls to the launchpad and the router, and approvals of the router. */
export function tradingPolicyCondition(chain: ChainConfig): string {
  const { launchpad, v2Router } = chain.contracts;
  const targets = [launchpad, v2Router].filter((address): address is string => address !== null).map((address) => `'${address.toLowerCase()}'`);
  const spender = (v2Router ?? "").slice(2).toLowerCase().padStart(64, "0");
  const signing = `activity.type == 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2' && eth.tx.chain_id == ${chain.chainId}`;
  const approval = `eth.tx.data[0..10] == '${APPROVE_SELECTOR}' && eth.tx.data[10..74] == '${spender}'`;
  return `${signing} && (eth.tx.to in [${targets.join(", ")}] || (${approval}))`;
}

/** Run right after the sub-organization exists: the trading user's policy, then the owner alone as root. */
export async function enableDelegatedTrading(
  env: Env,
  chain: ChainConfig,
  wallet: { subOrganizationId: string; ownerUserId: string; tradingUserId: string },
): Promise<void> {
  const client = tradingClient(env, requireTradingKey(env), wallet.subOrganizationId);
  const completed = (response: { activity: { status: string } }, what: string) => {
    if (response.activity.status !== "ACTIVITY_STATUS_COMPLETED") throw new Error(`wallet provider: ${what} ended ${response.activity.status}`);
  };
  completed(
    await client.createPolicies({
      policies: [
        {
          policyName: "lqscan trading: launchpad and router only",
          effect: "EFFECT_ALLOW",
          consensus: `approvers.any(user, user.id == '${wallet.tradingUserId}')`,
          condition: tradingPolicyCondition(chain),
          notes: "Lets the app trade for the user on the launchpad and HyperSwap V2, nothing else.",
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
