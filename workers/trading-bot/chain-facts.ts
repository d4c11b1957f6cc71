import { type Address, formatUnits, type Hex, type PublicClient, parseAbi, parseEther } from "viem";
import type { ChainConfig } from "../../shared/chains";
import { ApiError } from "../http/errors";
import { amountOut, readTokenMarket } from "../trading/market";

// What the bot reads from the chain to judge a rule: a token's price and market cap where it trades now
// (the curve, or its V2 pair after graduation), a position's buy, and whether that position was since moved.

const erc20 = parseAbi(["function totalSupply() view returns (uint256)", "event Transfer(address indexed from, address indexed to, uint256 value)"]);
/** The price is what a buy this small pays: the spot price with the market's fee, without impact to speak of. */
const PROBE_WEI = parseEther("0.001");

export type TokenPrice = { price: number; marketCap: number; route: "launchpad" | "hyperswap-v2" };

/** HYPE per whole token and the market cap in HYPE at the latest block; null while nothing trades it (a sold-out curve). */
export async function tokenPrice(client: PublicClient, chain: ChainConfig, token: Address): Promise<TokenPrice | null> {
  const market = await readTokenMarket(client, chain, token);
  if (market.soldOut) return null;
  const [out, supply] = await Promise.all([
    amountOut(client, market, "buy", PROBE_WEI, "latest"),
    client.readContract({ address: token, abi: erc20, functionName: "totalSupply" }),
  ]);
  if (out === 0n) return null;
  const price = Number(formatUnits(PROBE_WEI, 18)) / Number(formatUnits(out, market.decimals));
  return { price, marketCap: price * Number(formatUnits(supply, market.decimals)), route: market.route };
}

/** The position a buy opened: the tokens it delivered to the wallet, and its block; 400 when it is not the wallet's buy of the token. */
export async function positionOf(client: PublicClient, wallet: Address, token: Address, positionTx: Hex): Promise<{ amount: bigint; block: number }> {
  const refused = new ApiError(400, `positionTx: ${positionTx} is not a buy of ${token} by your wallet`, {
    issues: [{ path: "positionTx", message: "not a buy of this token by your wallet" }],
  });
  const receipt = await client.getTransactionReceipt({ hash: positionTx }).catch(() => null);
  if (receipt === null || receipt.status !== "success" || receipt.from.toLowerCase() !== wallet.toLowerCase()) throw refused;
  const transferTopic = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";
  const walletTopic = `0x${wallet.slice(2).toLowerCase().padStart(64, "0")}`;
  const amount = receipt.logs
    .filter((log) => log.address.toLowerCase() === token.toLowerCase() && log.topics[0] === transferTopic && log.topics[2]?.toLowerCase() === walletTopic)
    .reduce((sum, log) => sum + BigInt(log.data), 0n);
  if (amount === 0n) throw refused;
  return { amount, block: Number(receipt.blockNumber) };
}

/** Whether the wallet sent any of the token away after the position's block: the position is then closed. */
export async function movedSince(client: PublicClient, wallet: Address, token: Address, block: number): Promise<boolean> {
  const logs = await client.getLogs({ address: token, event: erc20[1], args: { from: wallet }, fromBlock: BigInt(block + 1), toBlock: "latest" });
  return logs.length > 0;
}

/** A copied wallet's trade, read from its transaction: HYPE sent in (a buy), or the share of its holding it sold. */
export async function copiedTrade(
  client: PublicClient,
  wallet: Address,
  token: Address,
  hash: Hex,
): Promise<{ side: "buy"; hypeIn: bigint } | { side: "sell"; percentage: number }> {
  const transaction = await client.getTransaction({ hash });
  if (transaction.value > 0n) return { side: "buy", hypeIn: transaction.value };
  const receipt = await client.getTransactionReceipt({ hash });
  const walletTopic = `0x${wallet.slice(2).toLowerCase().padStart(64, "0")}`;
  const sold = receipt.logs
    .filter((log) => log.address.toLowerCase() === token.toLowerCase() && log.topics[1]?.toLowerCase() === walletTopic)
    .reduce((sum, log) => sum + BigInt(log.data), 0n);
  const after = await client.readContract({
    address: token,
    abi: parseAbi(["function balanceOf(address) view returns (uint256)"]),
    functionName: "balanceOf",
    args: [wallet],
    blockNumber: receipt.blockNumber,
  });
  const percentage = sold === 0n ? 0 : Number((sold * 10_000n) / (sold + after)) / 100;
  return { side: "sell", percentage: Math.max(1, Math.min(100, percentage)) };
}
