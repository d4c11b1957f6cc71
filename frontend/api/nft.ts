// The NFT tool's reads: GET /api/v1/tools/nft/collections and /collections/{address} (shared/schemas/nft.ts).
import useSWR from "swr";
import { type NftItemSort, nftCollectionDetailSchema, nftCollectionsSchema } from "../../shared/schemas/nft";
import { apiGet } from "./api-client";

const REFRESH_MS = 10_000;

export type CollectionsRequest = { sort: string; order: "asc" | "desc"; search: string; includeWash: boolean };

export function useNftCollections({ sort, order, search, includeWash }: CollectionsRequest) {
  const query = new URLSearchParams({ sort, order, includeWash: String(includeWash), ...(search.trim() === "" ? {} : { search: search.trim() }) });
  return useSWR(`/api/v1/tools/nft/collections?${query}`, (path: string) => apiGet(path, nftCollectionsSchema), {
    refreshInterval: REFRESH_MS,
    keepPreviousData: true,
  });
}

export function useNftCollection(address: string, options: { includeWash: boolean; traits: string[]; itemSort: NftItemSort }) {
  const query = new URLSearchParams({
    includeWash: String(options.includeWash),
    itemSort: options.itemSort,
    ...(options.traits.length > 0 ? { trait: options.traits.join(",") } : {}),
  });
  return useSWR(`/api/v1/tools/nft/collections/${encodeURIComponent(address)}?${query}`, (path: string) => apiGet(path, nftCollectionDetailSchema), {
    refreshInterval: REFRESH_MS,
    keepPreviousData: true,
  });
}
