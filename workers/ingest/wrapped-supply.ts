import { formatEther } from "viem";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import type { ChainReader } from "../chain/chain-reader";

/**
 * WHYPE's supply (its market cap's) moves with every wrap and unwrap, events the indexer does not
 * read: it is read from the chain as it is now.
 */
export async function refreshWrappedSupply(db: D1Database, reader: ChainReader): Promise<void> {
  const supply = formatEther(await reader.totalSupply(WHYPE_ADDRESS));
  await db.prepare("UPDATE tokens SET total_supply = ?2, circulating_supply = ?2 WHERE address = ?1").bind(WHYPE_ADDRESS, supply).run();
}
