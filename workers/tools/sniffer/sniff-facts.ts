import type { Address } from "viem";
import type { ExcludedHolderKind, Severity, SnifferCheck, TradeTrial } from "../../../shared/schemas/sniffer";
import type { CreatorRecord } from "../../db/creator-record";
import type { ContractFacts } from "./contract-facts";
import type { LaunchFacts } from "./launch-checks";
import type { LiquidityFacts } from "./liquidity-facts";
import type { NotAnalysed } from "./not-analysed";

// Kept in a file of its own so the checks' facts can use it without importing this module back.
export { isKnown, type NotAnalysed } from "./not-analysed";

export type HolderFacts = {
  source: "indexer" | "chain-logs";
  /** People holding the token (markets, burn addresses and the token itself are not people). */
  count: number;
  /** The largest people, largest first, with raw balances. */
  top: { address: Address; balance: bigint }[];
  /** Set when replaying the logs found who minted the token: the sender of its first mint. */
  deployer: Address | null;
  /** Holders left out of the people, largest first: markets hold tokens for sale and burned ones are gone. */
  excluded: { address: Address; balance: bigint; kind: ExcludedHolderKind }[];
};

/** Everything the checks judge, read from the chain and the index at one block. */
export type SniffFacts = {
  trials: TradeTrial[] | NotAnalysed;
  contract: ContractFacts | NotAnalysed;
  holders: HolderFacts | NotAnalysed;
  /** Total supply in base units, and the token's decimals. */
  supply: { raw: bigint; decimals: number } | null;
  creator: { address: string; balance: bigint | null; record: CreatorRecord } | NotAnalysed;
  /** The token being sniffed: its own launch is not part of its creator's record. */
  token: string;
  liquidity: LiquidityFacts | NotAnalysed;
  /** How many of the largest holders the token's own getter reports as blacklisted. */
  blockedHolders: number;
  /** The launch's bundles and snipers, as the bubble map finds them. */
  launch: LaunchFacts | NotAnalysed;
};

/** One check's verdict, before its id and title are added. */
export type Judged = Omit<SnifferCheck, "id" | "title" | "status">;
export const pass = (summary: string): Judged => ({ severity: null, summary });
export const found = (severity: Severity, summary: string): Judged => ({ severity, summary });
