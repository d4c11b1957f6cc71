import { type Abi, type Address, decodeFunctionResult, encodeFunctionData, type Hex } from "viem";
import type { SimChain } from "../simulator/sim-chain";

/** How many tokens the launchpad has created so far (getTokenCount). */
export async function launchpadTokenCount(chain: SimChain, launchpad: Address, abi: Abi): Promise<number> {
  const data = encodeFunctionData({ abi, functionName: "getTokenCount" });
  const result = (await chain.call("eth_call", [{ to: launchpad, data }, "latest"])) as Hex;
  return Number(decodeFunctionResult({ abi, functionName: "getTokenCount", data: result }));
}
