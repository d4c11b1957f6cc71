// A fresh devnet launch with one indexed trade, and a funded trader to go on trading it: where the live benches start.
import { type Address, createPublicClient, type Hash, http, type TransactionReceipt } from "viem";
import { DEVNET_RPC_URL } from "../../e2e/chromium";
import { devnetMarket, fundedAccount, indexedTrades } from "../../e2e/devnet-market";

export type TradedToken = {
  token: Address;
  /** Sends a 1 HYPE buy of the token and answers its receipt once it is mined. */
  buy: () => Promise<TransactionReceipt & { transactionHash: Hash }>;
};

export async function tradedToken(symbol: string): Promise<TradedToken> {
  const chain = createPublicClient({ transport: http(DEVNET_RPC_URL) });
  const market = await devnetMarket();
  const trader = await fundedAccount();
  const token = await market.createToken(await fundedAccount(), symbol);
  await market.buy(trader, token, "1");
  await indexedTrades(token, 1);
  return {
    token,
    buy: async () => chain.waitForTransactionReceipt({ hash: await market.sendBuy(trader, token, "1"), pollingInterval: 50 }),
  };
}
