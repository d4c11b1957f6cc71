import { type Address, createPublicClient, http } from "viem";
import { nftViewsAbi } from "./nft-abis";

type View = "supportsInterface" | "name" | "symbol" | "tokenURI" | "uri";

/** A collection's views as the metadata step asks them: null where the call reverts or the node does not answer. */
export function nftReader(rpcUrl: string) {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 2, timeout: 10_000, batch: { batchSize: 100, wait: 0 } }) });
  return {
    read: <T>(address: string, functionName: View, args: readonly unknown[] = []): Promise<T | null> =>
      (client.readContract({ address: address as Address, abi: nftViewsAbi, functionName, args } as never) as Promise<T>).catch(() => null),
  };
}

export type NftReader = ReturnType<typeof nftReader>;
