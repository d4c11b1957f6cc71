import { type Address, getAddress, type PublicClient } from "viem";
import { ZERO_ADDRESS } from "../../../shared/addresses";

/** Blocks before a launch searched for payments to its holders: bundlers fund their wallets just before. */
const PRE_LAUNCH_BLOCKS = 20n;

export type Funders = {
  funders: Map<Address, Address | null>;
  /** The oldest block whose state the node answers: a wallet already holding HYPE then has an unknown funder. */
  stateFrom: bigint;
};

/**
 * Who sent each wallet its first HYPE. First the blocks just before the token's launch are searched for payments to
 * the wallets (bundlers fund right before); for the others, a binary search over blocks for the first one where the
 * wallet holds any HYPE (every wallet's step in one JSON-RPC batch), then that block's transaction paying it. Nodes
 * keep past state for a while only, so the search starts at the oldest block with state. A wallet funded without a
 * transaction (a genesis or test balance), before that block, or holding no HYPE now has no funder.
 */
export async function firstFunders(client: PublicClient, wallets: Address[], latest: bigint, launchBlock: bigint | null): Promise<Funders> {
  const funders = new Map<Address, Address | null>(wallets.map((wallet) => [wallet, null]));
  if (launchBlock !== null) {
    for (const [wallet, funder] of await paymentsIn(client, range(launchBlock - PRE_LAUNCH_BLOCKS, launchBlock), wallets)) funders.set(wallet, funder);
  }
  const stateFrom = await oldestState(client, latest);
  const unknown = wallets.filter((wallet) => funders.get(wallet) === null);
  const balances = await Promise.all(unknown.map((address) => client.getBalance({ address, blockNumber: latest })));
  const ranges = new Map(unknown.filter((_, index) => balances[index]! > 0n).map((wallet) => [wallet, { low: stateFrom, high: latest }]));
  while ([...ranges.values()].some(({ low, high }) => low < high)) {
    await Promise.all(
      [...ranges.entries()].map(async ([wallet, range]) => {
        if (range.low >= range.high) return;
        const middle = (range.low + range.high) / 2n;
        const balance = await client.getBalance({ address: wallet, blockNumber: middle }).catch(() => null);
        // Some nodes keep past state only at some blocks: without it here, this wallet's funder stays unknown.
        if (balance === null) ranges.delete(wallet);
        else if (balance > 0n) range.high = middle;
        else range.low = middle + 1n;
      }),
    );
  }
  const firstBlocks = [...ranges.values()].map(({ low }) => low).filter((block) => block > stateFrom);
  const paid = await paymentsIn(client, [...new Set(firstBlocks)], [...ranges.keys()]);
  for (const [wallet, { low }] of ranges) if (low > stateFrom) funders.set(wallet, paid.get(wallet) ?? null);
  return { funders, stateFrom };
}

const range = (from: bigint, to: bigint) => Array.from({ length: Number(to - (from < 0n ? 0n : from)) }, (_, index) => (from < 0n ? 0n : from) + BigInt(index));

/** The first payer of each wallet in these blocks' transactions (plain HYPE sent to it). */
async function paymentsIn(client: PublicClient, blocks: bigint[], wallets: Address[]): Promise<Map<Address, Address>> {
  const wanted = new Map(wallets.map((wallet) => [wallet.toLowerCase(), wallet]));
  const read = await Promise.all([...blocks].sort((a, b) => Number(a - b)).map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })));
  const paid = new Map<Address, Address>();
  for (const block of read) {
    for (const tx of block.transactions) {
      const wallet = tx.to === null ? undefined : wanted.get(tx.to.toLowerCase());
      if (wallet !== undefined && tx.value > 0n && !paid.has(wallet)) paid.set(wallet, getAddress(tx.from));
    }
  }
  return paid;
}

/** The oldest block whose state the node still answers (0 on an archive node): a binary search on balance reads. */
async function oldestState(client: PublicClient, latest: bigint): Promise<bigint> {
  const readable = (blockNumber: bigint) =>
    client.getBalance({ address: ZERO_ADDRESS, blockNumber }).then(
      () => true,
      () => false,
    );
  if (await readable(0n)) return 0n;
  let [low, high] = [1n, latest];
  while (low < high) {
    const middle = (low + high) / 2n;
    if (await readable(middle)) high = middle;
    else low = middle + 1n;
  }
  return low;
}
