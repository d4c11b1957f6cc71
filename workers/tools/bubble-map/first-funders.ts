import { type Address, getAddress, type PublicClient } from "viem";

/**
 * Who sent each wallet its first HYPE: a binary search over blocks for the first one where the wallet holds any
 * (every wallet's step in one JSON-RPC batch), then that block's transaction paying it. A wallet funded without a
 * transaction (a genesis or test balance) or holding no HYPE now has no funder. Null when the node keeps no past state.
 */
export async function firstFunders(client: PublicClient, wallets: Address[], latest: bigint): Promise<Map<Address, Address | null> | null> {
  const balances = await Promise.all(wallets.map((address) => client.getBalance({ address, blockNumber: latest })));
  const searched = wallets.filter((_, index) => balances[index]! > 0n);
  const ranges = new Map(searched.map((wallet) => [wallet, { low: 0n, high: latest }]));
  try {
    while ([...ranges.values()].some(({ low, high }) => low < high)) {
      await Promise.all(
        [...ranges.entries()].map(async ([wallet, range]) => {
          if (range.low >= range.high) return;
          const middle = (range.low + range.high) / 2n;
          if ((await client.getBalance({ address: wallet, blockNumber: middle })) > 0n) range.high = middle;
          else range.low = middle + 1n;
        }),
      );
    }
  } catch {
    // Past balances are archive state, which many nodes do not keep.
    return null;
  }
  const blocks = new Map(
    await Promise.all(
      [...new Set([...ranges.values()].map(({ low }) => low))].map(
        async (number) => [number, await client.getBlock({ blockNumber: number, includeTransactions: true })] as const,
      ),
    ),
  );
  const funders = new Map<Address, Address | null>(wallets.map((wallet) => [wallet, null]));
  for (const [wallet, { low }] of ranges) {
    const paying = blocks.get(low)!.transactions.find((tx) => tx.to?.toLowerCase() === wallet.toLowerCase() && tx.value > 0n);
    funders.set(wallet, paying === undefined ? null : getAddress(paying.from));
  }
  return funders;
}
