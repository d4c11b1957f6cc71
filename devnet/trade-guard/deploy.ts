import { type Address, type Hex, parseEther } from "viem";
import type { SimChain } from "../simulator/sim-chain";
import { tradeGuardAddress, tradeGuardDeployment } from "./deterministic";

const RECEIPT_POLLS = 100;
/** Sends the deployment (anyone may): an account of its own, so no other deployer's nonce, and no address it makes, moves. */
const GUARD_DEPLOYER: Address = "0x000000000000000000000000000000000000de92";

/**
 * Deploys the launchpad's trade guard unless it is already there (a devnet resumed from a state saved
 * before the guard existed gets it then); answers its address. `blockTime` mines the deployment into a
 * block of that time; without it the chain is live and mines it by itself.
 */
export async function deployTradeGuard(chain: SimChain, options: { launchpad: Address; blockTime?: number }): Promise<Address> {
  const address = tradeGuardAddress(options.launchpad);
  if (((await chain.call("eth_getCode", [address, "latest"])) as Hex) !== "0x") return address;
  await chain.fund([GUARD_DEPLOYER], parseEther("1"));
  const [hash] = await chain.send([{ from: GUARD_DEPLOYER, ...tradeGuardDeployment(options.launchpad), gas: 3_000_000n }]);
  if (options.blockTime !== undefined) await chain.mineAt(options.blockTime);
  for (let poll = 0; (await chain.call("eth_getTransactionReceipt", [hash])) === null; poll++) {
    if (poll === RECEIPT_POLLS) throw new Error("the trade guard's deployment was not mined");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await chain.receipts([hash!]);
  if (((await chain.call("eth_getCode", [address, "latest"])) as Hex) === "0x") throw new Error(`the trade guard is not at ${address}`);
  return address;
}
