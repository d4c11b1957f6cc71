import { type Abi, type Address, encodeFunctionData, getAddress } from "viem";
import { launchpadTokenCount } from "../launchpad/token-count";
import type { SimChain, SimReceipt, SimTransaction } from "../simulator/sim-chain";

const GAS = { create: 4_000_000n, trade: 300_000n } as const;

/** The launchpad's calls the planted cases make, as simulator transactions. */
export function launchpadCalls(chain: SimChain, launchpad: Address, abi: Abi) {
  const data = (functionName: string, args: readonly unknown[]) => encodeFunctionData({ abi, functionName, args });
  return {
    create: (creator: Address, token: { name: string; symbol: string }, initialBuy: bigint): SimTransaction => {
      const symbol = token.symbol.toLowerCase();
      const args = [token.name, token.symbol, `/images/tokens/${symbol}-planted.svg`, `${token.name} on HyperEVM.`, "", "", "", "", 0];
      return { from: creator, to: launchpad, value: initialBuy, gas: GAS.create, data: data("createToken", args) };
    },
    buy: (trader: Address, token: Address, hype: bigint): SimTransaction => ({
      from: trader,
      to: launchpad,
      value: hype,
      gas: GAS.trade,
      data: data("buyTokens", [token]),
    }),
    sell: (trader: Address, token: Address, amount: bigint): SimTransaction => ({
      from: trader,
      to: launchpad,
      gas: GAS.trade,
      data: data("sellTokens", [token, amount]),
    }),
    tokenCount: () => launchpadTokenCount(chain, launchpad, abi),
  };
}

/** The token a launch receipt created: topic 1 of the launchpad's TokenCreated log (the only log with three topics). */
export function createdToken(receipt: SimReceipt, launchpad: Address): Address {
  const created = receipt.logs.find((log) => log.address.toLowerCase() === launchpad.toLowerCase() && log.topics.length === 3);
  if (created?.topics[1] === undefined) throw new Error("a planted launch created no token");
  return getAddress(`0x${created.topics[1].slice(26)}`);
}

/** A plain HYPE transfer, the way a wallet is funded. */
export const hypeTransfer = (from: Address, to: Address, value: bigint): SimTransaction => ({ from, to, value, gas: 21_000n });
