// Makes tokens and trades on the devnet for end-to-end tests: viem over the devnet's anvil RPC, with
// impersonated senders, the launchpad from GET /api/v1/config.
import { type Address, createPublicClient, createTestClient, createWalletClient, type Hash, http, parseAbi, parseEther } from "viem";
import { publicChainConfigSchema } from "../../shared/chains";
import { activityResponseSchema } from "../../shared/schemas/activity";
import { BASE_URL, DEVNET_RPC_URL } from "./chromium";

const launchpadAbi = parseAbi([
  "function createToken(string name, string symbol, string image_uri, string description, string website, string twitter, string telegram, string discord, uint8 dexIndex) payable returns (address)",
  "function buyTokens(address token) payable",
  "function sellTokens(address token, uint256 tokenAmount)",
  "function getTokenBondingStatus(address token) view returns (address, bool isBonded, uint256 bondedTimestamp)",
  "function getLiquidity(address token) view returns (uint256 hypeReserve, uint256 tokenReserve)",
]);
const erc20Abi = parseAbi(["function balanceOf(address owner) view returns (uint256)"]);

// Gas is set, not estimated: under 1 s blocks estimates can fall short (see TOOLCHAIN.md).
const GAS = { create: 6_000_000n, trade: 3_000_000n } as const;

const transport = http(DEVNET_RPC_URL);
const chainClient = createPublicClient({ transport });
const testClient = createTestClient({ mode: "anvil", transport });
const walletClient = createWalletClient({ transport });

async function launchpadAddress(): Promise<Address> {
  const response = await fetch(new URL("/api/v1/config", BASE_URL));
  const launchpad = publicChainConfigSchema.parse(await response.json()).contracts.launchpad;
  if (launchpad === null) throw new Error("the chain in use has no launchpad");
  return launchpad as Address;
}

/** A fresh account per call, funded with 1000 HYPE and impersonated, so parallel tests never share a nonce. */
export async function fundedAccount(): Promise<Address> {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  const account = `0x${Buffer.from(bytes).toString("hex")}` as Address;
  await testClient.setBalance({ address: account, value: parseEther("1000") });
  // A devnet restarted from its saved state has forgotten its auto-impersonation: ask for this account.
  await testClient.impersonateAccount({ address: account });
  return account;
}

/** Lets the tests send as `address` (a signed-in user's wallet, say) through the devnet's impersonation. */
export const impersonate = (address: Address) => testClient.impersonateAccount({ address });

/** The priority tips (maxPriorityFeePerGas) of `from`'s transactions in a block, as the chain has them. */
export async function tipsInBlock(blockNumber: bigint, from: Address): Promise<(bigint | undefined)[]> {
  const { transactions } = await chainClient.getBlock({ blockNumber, includeTransactions: true });
  return transactions.filter((tx) => tx.from.toLowerCase() === from.toLowerCase()).map((tx) => tx.maxPriorityFeePerGas);
}

async function mined(hash: Hash) {
  const receipt = await chainClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
  return receipt;
}

export async function devnetMarket() {
  const launchpad = await launchpadAddress();
  const send = (
    account: Address,
    request: { functionName: "createToken" | "buyTokens" | "sellTokens"; args: readonly unknown[]; value?: bigint; gas: bigint },
  ) =>
    walletClient.writeContract({ chain: null, account, address: launchpad, abi: launchpadAbi, ...request } as Parameters<typeof walletClient.writeContract>[0]);

  return {
    /** Launches a token and answers its address once the launch is mined. */
    async createToken(creator: Address, symbol: string): Promise<Address> {
      const hash = await send(creator, {
        functionName: "createToken",
        args: [`${symbol} Token`, symbol, "", `About ${symbol}`, "", "", "", "", 0],
        gas: GAS.create,
      });
      const receipt = await mined(hash);
      const created = receipt.logs.find((log) => log.address.toLowerCase() === launchpad.toLowerCase() && log.topics.length === 3);
      if (created?.topics[1] === undefined) throw new Error("no TokenCreated log");
      return `0x${created.topics[1].slice(26)}` as Address;
    },
    /** Buys with `hype` HYPE; answers the transaction hash once it is mined. */
    async buy(trader: Address, token: Address, hype: string): Promise<Hash> {
      const hash = await this.sendBuy(trader, token, hype);
      await mined(hash);
      return hash;
    },
    /** Sends a buy and answers at once: it waits in the block being built. */
    sendBuy: (trader: Address, token: Address, hype: string): Promise<Hash> =>
      send(trader, { functionName: "buyTokens", args: [token], value: parseEther(hype), gas: GAS.trade }),
    /** Buys the whole curve (700 HYPE is more than it takes); the devnet's bonding keeper moves it to its HyperSwap V2 pair. */
    async bond(token: Address): Promise<void> {
      await this.buy(await fundedAccount(), token, "700");
      await this.bonded(token);
    },
    /** Waits until the launchpad says the token is bonded. */
    async bonded(token: Address): Promise<void> {
      for (;;) {
        const [, isBonded] = await chainClient.readContract({ address: launchpad, abi: launchpadAbi, functionName: "getTokenBondingStatus", args: [token] });
        if (isBonded) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** The tokens left on the token's curve now, as the launchpad's own view tells (raw units). */
    async curveTokens(token: Address): Promise<bigint> {
      const [, tokenReserve] = await chainClient.readContract({ address: launchpad, abi: launchpadAbi, functionName: "getLiquidity", args: [token] });
      return tokenReserve;
    },
    /** Sells `fraction` of the trader's balance; answers the transaction hash once it is mined. */
    async sell(trader: Address, token: Address, fraction: number): Promise<Hash> {
      const balance = await chainClient.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [trader] });
      const amount = (balance * BigInt(Math.round(fraction * 1000))) / 1000n;
      const hash = await send(trader, { functionName: "sellTokens", args: [token, amount], gas: GAS.trade });
      await mined(hash);
      return hash;
    },
  };
}

/** Runs with the devnet's 1 s blocks stopped: what is sent meanwhile waits in the block being built. */
export async function whileBlocksPaused<T>(run: () => Promise<T>): Promise<T> {
  await testClient.setIntervalMining({ interval: 0 });
  try {
    return await run();
  } finally {
    await testClient.setIntervalMining({ interval: 1 });
  }
}

/** Mines one block now, of what waits in the block being built (blocks paused, say). */
export const mineBlock = () => testClient.mine({ blocks: 1 });

/** Waits until the indexer serves the pair with at least `trades` of its swaps. */
export async function indexedTrades(pairAddress: string, trades: number): Promise<void> {
  for (;;) {
    const response = await fetch(new URL(`/api/v1/indexer/activity/${pairAddress}?limit=100`, BASE_URL));
    if (response.ok) {
      const body = activityResponseSchema.parse(await response.json());
      if (body.activity.filter((item) => item.kind === "swap").length >= trades) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Launches a token from a fresh account and waits until the indexer serves it: a list with at least one launch. */
export async function indexedLaunch(symbol: string): Promise<Address> {
  const token = await (await devnetMarket()).createToken(await fundedAccount(), symbol);
  while (!(await fetch(new URL(`/api/v1/indexer/info/${token}`, BASE_URL))).ok) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return token;
}

/** A launch with `buys` buys of 1 HYPE, indexed: a market of a spec's own, since the e2e stack starts with none. */
export async function tradedLaunch(symbol: string, buys = 3): Promise<Address> {
  const market = await devnetMarket();
  const trader = await fundedAccount();
  const token = await market.createToken(await fundedAccount(), symbol);
  for (let i = 0; i < buys; i++) await market.buy(trader, token, "1");
  await indexedTrades(token, buys);
  return token;
}
