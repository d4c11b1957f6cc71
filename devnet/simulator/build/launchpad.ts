import { encodeFunctionData } from "viem";
import type { BuildTools, FamilyBuilders } from "./tools";

// The launchpad (contracts/LiquidLaunch.sol): launches, curve trades and bonding.

const onLaunchpad = ({ launchpadAbi }: BuildTools, functionName: string, args: readonly unknown[]) =>
  encodeFunctionData({ abi: launchpadAbi, functionName, args });

export const launchpadBuilders: FamilyBuilders<"launch" | "buy" | "sell" | "bond"> = {
  launch: (action, tools) => {
    const symbol = action.symbol.toLowerCase();
    const data = onLaunchpad(tools, "createToken", [
      action.name,
      action.symbol,
      `/images/tokens/${symbol}-${action.token}.svg`,
      `${action.name}: a community token on HyperEVM.`,
      `https://${symbol}.xyz`,
      `https://x.com/${symbol}`,
      `https://t.me/${symbol}`,
      "",
      0,
    ]);
    return { from: action.creator, to: tools.launchpad, value: action.initialBuy, gas: 4_000_000n, data };
  },
  buy: (action, tools) => {
    const token = tools.resolve(action.token);
    return token && { from: action.trader, to: tools.launchpad, value: action.hype, gas: 300_000n, data: onLaunchpad(tools, "buyTokens", [token]) };
  },
  sell: (action, tools) => {
    const token = tools.resolve(action.token);
    return token && { from: action.trader, to: tools.launchpad, gas: 300_000n, data: onLaunchpad(tools, "sellTokens", [token, action.tokens]) };
  },
  bond: (action, tools) => {
    const token = tools.resolve(action.token);
    return token && { from: action.caller, to: tools.launchpad, gas: 5_000_000n, data: onLaunchpad(tools, "completeBonding", [token]) };
  },
};
