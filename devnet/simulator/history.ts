import { encodeFunctionData, getContractAddress, type Abi, type Address } from "viem";
import type { MarketAction } from "./market-plan";
import type { SimChain, SimTransaction } from "./sim-chain";

// HyperEVM's big blocks carry 30M gas; history blocks stay within that.
const BLOCK_GAS_LIMIT = 30_000_000n;
// History is written in blocks spanning up to this many seconds of market time: a week of
// one-second blocks would take longer to mine than the three minutes history may take.
const HISTORY_BLOCK_SPAN_SECONDS = 120;
const GAS = { launch: 4_000_000n, buy: 300_000n, sell: 300_000n, bond: 5_000_000n } as const;

/** Splits a block's transactions into rounds holding each token's n-th transaction, in order. */
function rounds(pending: readonly { token: number; transaction: SimTransaction }[]): SimTransaction[][] {
  const seen = new Map<number, number>();
  const result: SimTransaction[][] = [];
  for (const { token, transaction } of pending) {
    const round = seen.get(token) ?? 0;
    seen.set(token, round + 1);
    (result[round] ??= []).push(transaction);
  }
  return result;
}

/** Launched tokens are created by the launchpad in order, so their addresses follow its nonce (from 1). */
export function launchedTokenAddress(launchpad: Address, tokenIndex: number): Address {
  return getContractAddress({ from: launchpad, nonce: BigInt(tokenIndex + 1) });
}

function toTransaction(action: MarketAction, launchpad: Address, abi: Abi): SimTransaction {
  const token = launchedTokenAddress(launchpad, action.token);
  const call = (functionName: string, args: readonly unknown[]) => encodeFunctionData({ abi, functionName, args });
  switch (action.kind) {
    case "launch":
      return {
        from: action.creator,
        to: launchpad,
        value: action.initialBuy,
        gas: GAS.launch,
        data: call("createToken", [
          action.name,
          action.symbol,
          `/images/tokens/${token.toLowerCase()}.svg`,
          `${action.name}: a community token on HyperEVM.`,
          `https://${action.symbol.toLowerCase()}.xyz`,
          `https://x.com/${action.symbol.toLowerCase()}`,
          `https://t.me/${action.symbol.toLowerCase()}`,
          "",
          0,
        ]),
      };
    case "buy":
      return { from: action.trader, to: launchpad, value: action.hype, gas: GAS.buy, data: call("buyTokens", [token]) };
    case "sell":
      return { from: action.trader, to: launchpad, gas: GAS.sell, data: call("sellTokens", [token, action.tokens]) };
    case "bond":
      return { from: action.caller, to: launchpad, gas: GAS.bond, data: call("completeBonding", [token]) };
  }
}

/**
 * Writes planned actions into the chain's past. A block gathers up to two minutes of market time, is
 * stamped with its first action's time and stays within the block gas limit. A token's actions depend
 * on each other, so a block is sent in rounds (the first action of each token, then the second …):
 * each round is one batch, and a round reaches anvil only after the one before it.
 */
export async function writeHistory(
  chain: SimChain,
  options: { launchpad: Address; launchpadAbi: Abi; actions: readonly MarketAction[]; after: number },
): Promise<{ blocks: number; transactions: number }> {
  let blockTime = options.after;
  let pending: { token: number; transaction: SimTransaction }[] = [];
  let gasInBlock = 0n;
  let blocks = 0;

  const mine = async () => {
    if (pending.length === 0) return;
    for (const round of rounds(pending)) await chain.send(round);
    await chain.mineAt(blockTime);
    blocks += 1;
    pending = [];
    gasInBlock = 0n;
  };

  for (const action of options.actions) {
    const transaction = toTransaction(action, options.launchpad, options.launchpadAbi);
    if (gasInBlock + transaction.gas > BLOCK_GAS_LIMIT || action.at >= blockTime + HISTORY_BLOCK_SPAN_SECONDS) {
      await mine();
      blockTime = Math.max(action.at, blockTime + 1);
    }
    pending.push({ token: action.token, transaction });
    gasInBlock += transaction.gas;
  }
  await mine();
  return { blocks, transactions: options.actions.length };
}
