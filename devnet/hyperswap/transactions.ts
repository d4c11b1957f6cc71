import { type Abi, type Address, encodeDeployData, encodeFunctionData } from "viem";
import type { SimTransaction } from "../simulator/sim-chain";
import type { Artifact } from "./artifacts";

/** A contract call for the simulator to send (the sender is added by whoever sends it). */
export const call = (artifact: { abi: Abi }, to: Address, functionName: string, args: readonly unknown[], gas = 1_000_000n, value?: bigint) =>
  ({ to, data: encodeFunctionData({ abi: artifact.abi, functionName, args }), gas, value }) satisfies Omit<SimTransaction, "from">;

/** A contract deployment for the simulator to send. */
export const deploy = (artifact: Artifact, args: readonly unknown[], gas: bigint) =>
  ({ data: encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args }), gas }) satisfies Omit<SimTransaction, "from">;

/** Far enough ahead that no simulated transaction misses its deadline. */
export const FAR_DEADLINE = 2n ** 32n;
export const MAX_UINT256 = 2n ** 256n - 1n;
