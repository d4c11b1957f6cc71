import type { LendingContracts } from "../../shared/chains";

/** The HyperLend contracts whose events the indexer decodes, lowercase. */
export type LendingWatched = {
  pool: string;
  configurator: string;
  /** Each aToken and variable debt token, with the reserve it belongs to. */
  scaledTokens: Map<string, { reserve: string; kind: "supply" | "debt" }>;
};

export function lendingWatched(lending: LendingContracts | null): LendingWatched | null {
  if (lending === null) return null;
  const scaledTokens = new Map<string, { reserve: string; kind: "supply" | "debt" }>();
  for (const reserve of lending.reserves) {
    const underlying = reserve.underlying.toLowerCase();
    scaledTokens.set(reserve.aToken.toLowerCase(), { reserve: underlying, kind: "supply" });
    scaledTokens.set(reserve.variableDebtToken.toLowerCase(), { reserve: underlying, kind: "debt" });
  }
  return { pool: lending.pool.toLowerCase(), configurator: lending.poolConfigurator.toLowerCase(), scaledTokens };
}

/** Whether a log's contract is one of HyperLend's. */
export const isLendingContract = (watched: LendingWatched | null, address: string) =>
  watched !== null && (address === watched.pool || address === watched.configurator || watched.scaledTokens.has(address));
