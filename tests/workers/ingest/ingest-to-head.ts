import { env } from "cloudflare:test";
import { devnetChainConfig } from "../../../shared/chains";
import { chainReader } from "../../../workers/chain/chain-reader";
import { watchedContracts } from "../../../workers/chain/watched";
import { ingestStep } from "../../../workers/ingest/ingest-step";
import type { IndexerDevnet } from "../../devnet/indexer-chain";

/** Ingests the test devnet from block 0 until the indexer is idle at the head. */
export async function ingestToHead(devnet: IndexerDevnet): Promise<void> {
  const deps = {
    db: env.DB,
    reader: chainReader(devnet.rpcUrl),
    watched: watchedContracts(devnetChainConfig(devnet.rpcUrl, devnet.contracts)),
    startBlock: () => 0,
  };
  for (let step = 0; step < 500; step++) {
    if ((await ingestStep(deps, 1000)).kind === "idle") return;
  }
  throw new Error("ingestion never reached the head");
}
