import type { LendingContracts } from "../../shared/lending/contracts";

/** The HyperLend contracts whose events the indexer decodes, lowercase. */
export type LendingWatched = {
  pool: string;
  configurator: string | null;
  oracle: string | null;
  /** Each aToken and variable debt token, with the reserve it belongs to. */
  scaledTokens: Map<string, { reserve: string; kind: "supply" | "debt" }>;
};

const lower = (address: string | null) => (address === null ? null : address.toLowerCase());

export function lendingWatched(lending: LendingContracts | null): LendingWatched | null {
  if (lending === null) return null;
  const scaledTokens = new Map<string, { reserve: string; kind: "supply" | "debt" }>();
  for (const reserve of lending.reserves) {
    const underlying = reserve.underlying.toLowerCase();
    if (reserve.aToken !== null) scaledTokens.set(reserve.aToken.toLowerCase(), { reserve: underlying, kind: "supply" });
    if (reserve.variableDebtToken !== null) scaledTokens.set(reserve.variableDebtToken.toLowerCase(), { reserve: underlying, kind: "debt" });
  }
  return { pool: lending.pool.toLowerCase(), configurator: lower(lending.poolConfigurator), oracle: lower(lending.oracle), scaledTokens };
}

/** Whether a log is HyperLend's: one of its contracts', or a price source's answer (any contract's, sorted out by the oracle's sources on read). */
export const isLendingLog = (watched: LendingWatched | null, address: string, name: string) =>
  watched !== null &&
  (address === watched.pool || address === watched.configurator || address === watched.oracle || watched.scaledTokens.has(address) || name === "AnswerUpdated");
