import { type Address, encodeAbiParameters, encodeEventTopics, type Hash, keccak256, type Log, numberToHex } from "viem";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import { v2PairAbi } from "../../../workers/chain/abis";
import type { BlockHeader, ChainReader } from "../../../workers/chain/chain-reader";
import type { Watched } from "../../../workers/chain/watched";
import type { FetchedRange } from "../../../workers/ingest/fetch-range";
import type { IngestDeps } from "../../../workers/ingest/ingest-step";

// A recorded-shaped V2 market for the benches: real ABI-encoded Sync + Swap logs of constant-product
// trades on token/WHYPE pairs, in blocks one second apart, built without a node.

export type SyntheticPair = { address: Address; token: Address; reserveToken: bigint; reserveHype: bigint };

export function syntheticPairs(count: number, offset = 0): SyntheticPair[] {
  return Array.from({ length: count }, (_, index) => ({
    address: numberToHex(0xa000000 + offset + index, { size: 20 }),
    // Below 0x5555…: the token is token0, WHYPE token1, and the token is the displayed side.
    token: numberToHex(0x1000000 + offset + index, { size: 20 }),
    reserveToken: 10n ** 15n,
    reserveHype: 10n ** 21n,
  }));
}

const blockHash = (number: number): Hash => keccak256(numberToHex(number, { size: 32 }));
const syncData = (pair: SyntheticPair) => encodeAbiParameters([{ type: "uint112" }, { type: "uint112" }], [pair.reserveToken, pair.reserveHype]);
const SYNC_TOPICS = encodeEventTopics({ abi: v2PairAbi, eventName: "Sync" });

/**
 * Blocks `from`…`from + blocks - 1` with `swapsPerBlock` trades each, alternating buys and sells
 * over the pairs in turn; reserves evolve as a real pair's would.
 */
export function syntheticRange(pairs: SyntheticPair[], from: number, blocks: number, swapsPerBlock: number, firstTimestamp: number): FetchedRange {
  const logs: Log[] = [];
  const headers = new Map<number, BlockHeader>();
  let turn = from * swapsPerBlock;
  for (let number = from; number < from + blocks; number++) {
    const senders = new Map<Hash, Address>();
    for (let i = 0; i < swapsPerBlock; i++, turn++) {
      const pair = pairs[turn % pairs.length]!;
      const isBuy = turn % 2 === 0;
      const hypeIn = isBuy ? 10n ** 17n + BigInt(turn % 97) * 10n ** 15n : 0n;
      const tokenOut = isBuy ? (pair.reserveToken * hypeIn) / (pair.reserveHype + hypeIn) : 0n;
      const tokenIn = isBuy ? 0n : pair.reserveToken / 10_000n;
      const hypeOut = isBuy ? 0n : (pair.reserveHype * tokenIn) / (pair.reserveToken + tokenIn);
      pair.reserveToken += tokenIn - tokenOut;
      pair.reserveHype += hypeIn - hypeOut;
      const transactionHash = keccak256(numberToHex(turn, { size: 32 }));
      const trader = numberToHex(0xbeef0000 + (turn % 5000), { size: 20 });
      senders.set(transactionHash, trader);
      const common = {
        address: pair.address,
        blockHash: blockHash(number),
        blockNumber: BigInt(number),
        transactionHash,
        transactionIndex: i,
        removed: false,
      } as const;
      logs.push({ ...common, logIndex: 2 * i, topics: SYNC_TOPICS, data: syncData(pair) } as Log);
      logs.push({
        ...common,
        logIndex: 2 * i + 1,
        topics: encodeEventTopics({ abi: v2PairAbi, eventName: "Swap", args: { sender: trader, to: trader } }),
        data: encodeAbiParameters([{ type: "uint256" }, { type: "uint256" }, { type: "uint256" }, { type: "uint256" }], [tokenIn, hypeIn, tokenOut, hypeOut]),
      } as Log);
    }
    headers.set(number, { number, hash: blockHash(number), parentHash: blockHash(number - 1), timestamp: firstTimestamp + number, senders });
  }
  return { logs, blocks: headers, first: headers.get(from)!, last: headers.get(from + blocks - 1)!, createdTokens: [], walletTransfers: [] };
}

/** The pairs and their tokens as already indexed rows, and HYPE's USD price. */
export function seedStatements(db: D1Database, pairs: SyntheticPair[]): D1PreparedStatement[] {
  const now = new Date().toISOString();
  const tokens = [
    { address: WHYPE_ADDRESS, name: "Wrapped HYPE", symbol: "WHYPE", token_type: "native-wrapped", decimals: 18 },
    ...pairs.map((pair, index) => ({ address: pair.token, name: `Bench Token ${index}`, symbol: `BT${index}`, token_type: "erc20", decimals: 6 })),
  ];
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO tokens (address, name, symbol, decimals, total_supply, circulating_supply, token_type, block_number, created_at, updated_at)
         SELECT json_extract(value, '$.address'), json_extract(value, '$.name'), json_extract(value, '$.symbol'), json_extract(value, '$.decimals'),
           '1000000000', '1000000000', json_extract(value, '$.token_type'), 0, ?2, ?2 FROM json_each(?1)`,
      )
      .bind(JSON.stringify(tokens), now),
    db
      .prepare(
        `INSERT INTO pairs (address, protocol, token0_address, token1_address, creation_block, creation_timestamp, creation_transaction, block_number)
         SELECT json_extract(value, '$.address'), 'hyperswap-v2', json_extract(value, '$.token'), '${WHYPE_ADDRESS}', 0, 0, '0x', 0 FROM json_each(?1)`,
      )
      .bind(JSON.stringify(pairs.map(({ address, token }) => ({ address, token })))),
    db.prepare("INSERT OR IGNORE INTO hype_prices (block_number, log_index, block_timestamp, price_usd) VALUES (0, 0, 0, 38)"),
  ];
}

const noRead = () => Promise.reject(new Error("the bench reads no node"));
const noNode: ChainReader = { head: noRead, block: noRead, logs: noRead, token: noRead, totalSupply: noRead, succeeded: noRead };

/** Ingest dependencies over `db`, for ranges the bench builds itself (it reads no node). */
export function ingestDepsOver(db: D1Database, launchpad: string | null = null): IngestDeps {
  const watched: Watched = {
    launchpad,
    tradeGuard: null,
    v2Factory: null,
    v3Factory: null,
    nftMarket: null,
    stablecoins: new Set(),
    hypeReferencePools: new Set(),
    lending: null,
  };
  return { db, reader: noNode, watched, startBlock: () => 0 };
}
