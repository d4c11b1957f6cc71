import { displaysToken0 } from "../pair-sides";

type PairSides = {
  token0Address: string;
  token1Address: string;
  token0Symbol: string | null;
  token1Symbol: string | null;
  token0Name: string | null;
  token1Name: string | null;
};

export type DisplayedSide = { address: string; symbol: string; name: string };

/**
 * The token a pair is shown as: the side that is not the native wrapped token (WHYPE),
 * token1 when neither or both are. Missing names fall back to 'Unknown' and 'Unknown Token'.
 */
export function displayedSide(pair: PairSides): DisplayedSide {
  return displaysToken0(pair.token0Address.toLowerCase(), pair.token1Address.toLowerCase())
    ? { address: pair.token0Address, symbol: pair.token0Symbol || "Unknown", name: pair.token0Name || "Unknown Token" }
    : { address: pair.token1Address, symbol: pair.token1Symbol || "Unknown", name: pair.token1Name || "Unknown Token" };
}
