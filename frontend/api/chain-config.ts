import useSWR from "swr";
import { publicChainConfigSchema } from "../../shared/chains";
import { apiData } from "./api-client";

/** The chain's public config (explorer, contracts). */
export function useChainConfig() {
  return useSWR("/api/v1/config", (path: string) => apiData(path, publicChainConfigSchema));
}

/** A link into the chain's block explorer, or null where there is none (the devnet). */
export function explorerLink(explorerUrl: string | null | undefined, kind: "address" | "tx", id: string): string | null {
  return explorerUrl ? `${explorerUrl}/${kind}/${id}` : null;
}
