import { type Address, decodeFunctionResult, encodeFunctionData, type Hex, parseAbi } from "viem";
import type { SimChain } from "../simulator/sim-chain";

const balanceOfAbi = parseAbi(["function balanceOf(address owner) view returns (uint256)"]);

/** An ERC20 balance as the chain has it now. */
export async function tokenBalance(chain: SimChain, token: Address, owner: Address): Promise<bigint> {
  const data = encodeFunctionData({ abi: balanceOfAbi, functionName: "balanceOf", args: [owner] });
  const result = (await chain.call("eth_call", [{ to: token, data }, "latest"])) as Hex;
  return decodeFunctionResult({ abi: balanceOfAbi, functionName: "balanceOf", data: result });
}
