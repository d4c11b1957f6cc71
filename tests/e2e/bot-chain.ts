// What the trading bot's end-to-end test checks on the devnet itself, over its JSON-RPC: a transaction's sender
// and value, the tokens its receipt moved, a wallet's token balance at a block.
import { type Address, createPublicClient, type Hash, http, parseAbi, parseEventLogs } from "viem";
import { DEVNET_RPC_URL } from "./chromium";

const erc20Abi = parseAbi([
  "function balanceOf(address owner) view returns (uint256)",
  "event Transfer(address indexed from, address indexed to, uint256 value)",
]);
const client = createPublicClient({ transport: http(DEVNET_RPC_URL) });

/** A mined transaction's sender, HYPE sent and block. */
export async function sentTransaction(hash: Hash): Promise<{ from: Address; value: bigint; blockNumber: bigint }> {
  const transaction = await client.getTransaction({ hash });
  return { from: transaction.from, value: transaction.value, blockNumber: transaction.blockNumber! };
}

/** The token units the transaction's receipt moved into (`to`) or out of (`from`) the wallet. */
export async function tokensMoved(hash: Hash, token: Address, wallet: { to: Address } | { from: Address }): Promise<bigint> {
  const receipt = await client.getTransactionReceipt({ hash });
  const logs = parseEventLogs({ abi: erc20Abi, logs: receipt.logs.filter((log) => log.address.toLowerCase() === token.toLowerCase()) });
  const [side, address] = "to" in wallet ? (["to", wallet.to] as const) : (["from", wallet.from] as const);
  return logs.filter((log) => log.args[side].toLowerCase() === address.toLowerCase()).reduce((sum, log) => sum + log.args.value, 0n);
}

/** The wallet's units of the token at a block (the latest without one). */
export const tokenBalance = (token: Address, wallet: Address, blockNumber?: bigint): Promise<bigint> =>
  client.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [wallet], blockNumber });

/** Waits until the transaction is mined; throws when it reverted. */
export async function mined(hash: Hash): Promise<void> {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 100 });
  if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
}
