import { type Address, encodeDeployData } from "viem";
import { compileContracts } from "../contracts/compile";
import type { SimChain } from "../simulator/sim-chain";

/** Deploys the LiquidLaunch-compatible launchpad (contracts/LiquidLaunch.sol) in one block; answers its address. */
export async function deployLaunchpad(
  chain: SimChain,
  options: { deployer: Address; v2Router: Address; feeRecipient: Address; blockTime: number },
): Promise<Address> {
  const { LiquidLaunch } = compileContracts();
  if (LiquidLaunch === undefined) throw new Error("contracts/LiquidLaunch.sol did not compile");
  const [hash] = await chain.send([
    {
      from: options.deployer,
      gas: 8_000_000n,
      data: encodeDeployData({
        abi: LiquidLaunch.abi,
        bytecode: LiquidLaunch.bytecode,
        args: [options.v2Router, options.feeRecipient],
      }),
    },
  ]);
  await chain.mineAt(options.blockTime);
  const [receipt] = await chain.receipts([hash!]);
  if (!receipt?.contractAddress) throw new Error("the launchpad deployment created no contract");
  return receipt.contractAddress;
}
