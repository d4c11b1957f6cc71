import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Address, createPublicClient, createWalletClient, http, parseAbi, parseEther, parseEventLogs } from "viem";
import { afterAll, describe, expect, it } from "vitest";
import type { Anvil } from "../../../devnet/anvil";
import { type IndexingWorker, indexerStatus, migrate, startIndexingWorker, startIngestion, waitForHead } from "../../devnet/indexing-worker";
import { marketOn } from "../../devnet/market-chain";

const launchpadAbi = parseAbi([
  "event TokenCreated(address indexed token, address indexed creator, string name, string symbol, string image_uri, string description, string website, string twitter, string telegram, string discord, uint256 creationTimestamp, uint256 startingLiquidity, uint256 currentHypeReserves, uint256 currentTokenReserves, uint256 totalSupply, uint256 currentPrice, uint256 initialPurchaseAmount)",
  "function createToken(string name, string symbol, string image_uri, string description, string website, string twitter, string telegram, string discord, uint8 dexIndex) payable returns (address)",
  "function buyTokens(address token) payable",
]);
/** The fallback poll, forced far beyond the test: only a new head can make the indexer look at the chain. */
const POLL_MS = 600_000;
/** A new head is ingested well within this (a poll would take POLL_MS). */
const INDEXED_WITHIN_MS = 5_000;
const TRADER = "0x0000000000000000000000000000000000007ead" as const;

// The ChainIngestor following the node's newHeads over RPC_WS_URL (anvil serves eth_subscribe on its HTTP port):
// a trade mined is indexed at its block's arrival, not at the next poll.
describe("the ChainIngestor following new heads", () => {
  const anvils: Anvil[] = [];
  const dirs: string[] = [];
  let worker: IndexingWorker | undefined;

  afterAll(async () => {
    await worker?.process.stop();
    await Promise.all(anvils.map((anvil) => anvil.process.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("indexes a trade as soon as its block is the node's new head, while the poll is ten minutes away", async () => {
    const market = await marketOn("new-heads", anvils, dirs, 1);
    const node = anvils[0]!;
    const stateDir = mkdtempSync(join(tmpdir(), "new-heads-"));
    dirs.push(stateDir);
    await migrate(stateDir);
    worker = await startIndexingWorker({
      stateDir,
      rpcUrl: node.rpcUrl,
      contracts: { launchpad: market.launchpad, ...market.hyperswap },
      vars: { RPC_WS_URL: node.rpcUrl.replace(/^http/, "ws"), INDEXER_POLL_MS: String(POLL_MS) },
    });
    await startIngestion(worker.url);
    await waitForHead(worker, Number(await market.chain.call("eth_blockNumber")));
    // The operator's view: the status says the heads are followed.
    expect((await indexerStatus(worker.url)).followingHeads).toBe(true);

    const transport = http(node.rpcUrl);
    const chain = createPublicClient({ transport });
    const wallet = createWalletClient({ transport });
    const send = async (request: Record<string, unknown>) => {
      const hash = await wallet.writeContract({ chain: null, account: TRADER, gas: 6_000_000n, ...request } as unknown as Parameters<
        typeof wallet.writeContract
      >[0]);
      // The market's node mines on demand only.
      await market.chain.call("evm_mine", []);
      return chain.getTransactionReceipt({ hash });
    };
    await market.chain.call("anvil_setBalance", [TRADER, `0x${parseEther("100").toString(16)}`]);
    const launchpad = market.launchpad as Address;
    const created = await send({ address: launchpad, abi: launchpadAbi, functionName: "createToken", args: ["Heads", "HEAD", "", "", "", "", "", "", 0] });
    const token = parseEventLogs({ abi: launchpadAbi, eventName: "TokenCreated", logs: created.logs })[0]!.args.token;
    const bought = await send({ address: launchpad, abi: launchpadAbi, functionName: "buyTokens", args: [token], value: parseEther("1") });
    const minedAt = Date.now();
    const block = Number(bought.blockNumber);

    let indexedAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - minedAt < INDEXED_WITHIN_MS) {
      if ((await indexerStatus(worker.url)).cursor === block) {
        indexedAfter = Date.now() - minedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(indexedAfter).toBeLessThan(INDEXED_WITHIN_MS);
    const trades = (await (await fetch(`${worker.url}/api/v1/indexer/activity/${token}?limit=10`)).json()) as { trades?: { transactionHash?: string }[] };
    expect(JSON.stringify(trades)).toContain(bought.transactionHash);
  }, 600_000);
});
