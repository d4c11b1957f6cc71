import { WHYPE_ADDRESS } from "./constants";

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
  const token0IsWrapped = pair.token0Address.toLowerCase() === WHYPE_ADDRESS;
  const token1IsWrapped = pair.token1Address.toLowerCase() === WHYPE_ADDRESS;
  const useToken0 = token1IsWrapped && !token0IsWrapped;
  return useToken0
    ? { address: pair.token0Address, symbol: pair.token0Symbol || "Unknown", name: pair.token0Name || "Unknown Token" }
    : { address: pair.token1Address, symbol: pair.token1Symbol || "Unknown", name: pair.token1Name || "Unknown Token" };
}
