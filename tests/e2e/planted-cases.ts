// The cases every fresh devnet plants for the tools (devnet/planted/cases.ts), found the way a user would: by
// their symbols in the app's search.
import { getAddress } from "viem";
import { searchResponseSchema } from "../../shared/schemas/search";
import { BASE_URL } from "./chromium";

/** The address of the planted token with this symbol. */
export async function plantedToken(symbol: string): Promise<string> {
  const response = await fetch(new URL(`/api/v1/indexer/search?q=${symbol}`, BASE_URL));
  const { pairs } = searchResponseSchema.parse(await response.json());
  for (const pair of pairs) {
    if (pair.token0Symbol === symbol) return getAddress(pair.token0Address);
    if (pair.token1Symbol === symbol) return getAddress(pair.token1Address);
  }
  throw new Error(`the devnet has no planted token ${symbol}: is this a fresh devnet?`);
}
