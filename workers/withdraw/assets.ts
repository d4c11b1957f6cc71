import { type Address, formatEther, formatUnits, type PublicClient } from "viem";
import type { WithdrawAsset, WithdrawAssets } from "../../shared/schemas/withdraw";
import { chainConfigFor } from "../chain/chain-config";
import { tokenToolAbi } from "../chain/tool-abis";
import type { StoredUser } from "../db/auth-users";
import { walletTokens } from "../queries/wallet-tokens";
import { chainClient } from "../trading/market";

/** HYPE as an asset, with the wallet's balance including what is not mined yet. */
export async function hypeAsset(client: PublicClient, owner: Address): Promise<WithdrawAsset> {
  const balance = await client.getBalance({ address: owner, blockTag: "pending" });
  return { tokenAddress: null, symbol: "HYPE", name: "HYPE", decimals: 18, balance: balance.toString(), balanceReadable: formatEther(balance) };
}

/** A token's balance of the wallet, read from the chain. */
export function tokenBalanceOf(client: PublicClient, token: Address, owner: Address): Promise<bigint> {
  return client.readContract({ address: token, abi: tokenToolAbi, functionName: "balanceOf", args: [owner], blockTag: "pending" });
}

/** Any token as an asset (one the index may not know): its symbol, name and decimals from its own contract. */
export async function tokenAsset(client: PublicClient, token: Address, owner: Address): Promise<WithdrawAsset> {
  const read = <T>(functionName: "symbol" | "name" | "decimals") => client.readContract({ address: token, abi: tokenToolAbi, functionName }) as Promise<T>;
  const [symbol, name, decimals, balance] = await Promise.all([
    read<string>("symbol"),
    read<string>("name"),
    read<number>("decimals"),
    tokenBalanceOf(client, token, owner),
  ]);
  return { tokenAddress: token, symbol, name, decimals, balance: balance.toString(), balanceReadable: formatUnits(balance, decimals) };
}

/** What the wallet can withdraw: HYPE, and the tokens the index says it holds, each balance read from the chain now. */
export async function withdrawAssets(env: Env, user: StoredUser): Promise<WithdrawAssets> {
  const client = chainClient(chainConfigFor(env));
  const owner = user.walletAddress as Address;
  const [hype, known] = await Promise.all([hypeAsset(client, owner), walletTokens(env.DB, owner)]);
  const balances = await Promise.all(known.map((token) => tokenBalanceOf(client, token.address as Address, owner)));
  const tokens = known
    .map((token, index): WithdrawAsset => {
      const balance = balances[index]!;
      return {
        tokenAddress: token.address,
        symbol: token.symbol,
        name: token.name,
        decimals: token.decimals,
        balance: balance.toString(),
        balanceReadable: formatUnits(balance, token.decimals),
      };
    })
    .filter((asset) => asset.balance !== "0");
  return { address: owner, assets: [hype, ...tokens] };
}
