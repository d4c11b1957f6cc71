import { type Abi, type Address, encodeFunctionData, getAddress, parseAbi, parseEther } from "viem";
import { launchedTokenAddress } from "../simulator/history";
import { simAddress } from "../simulator/population";
import type { SimChain } from "../simulator/sim-chain";
import { BUNDLED_LAUNCH } from "./cases";
import { hypeTransfer, launchpadCalls } from "./launchpad-calls";
import type { PlantedBlock } from "./planted-block";
import { tokenBalance } from "./token-balance";

const transferAbi = parseAbi(["function transfer(address to, uint256 amount) returns (bool)"]);
const TRANSFER_GAS = 100_000n;

/**
 * A bundled launch: one address funds the creator and five fresh wallets with plain HYPE transfers; in the
 * next block the creator launches and the five wallets buy in that same block. Minutes later outsiders buy,
 * and one bundle wallet passes half its bag to a sixth wallet. Three blocks.
 */
export async function plantBundledLaunch(chain: SimChain, launchpad: Address, launchpadAbi: Abi, block: PlantedBlock) {
  const funder = simAddress("planted", "bundler", 0);
  const creator = simAddress("planted", "bundle-creator", 0);
  const wallets = Array.from({ length: BUNDLED_LAUNCH.wallets }, (_, i) => simAddress("planted", "bundle-wallet", i));
  const outsiders = Array.from({ length: 3 }, (_, i) => simAddress("planted", "bundle-outsider", i));
  const receiver = simAddress("planted", "bundle-receiver", 0);
  await chain.fund([funder, ...outsiders], parseEther("1000"));
  const launchpadTx = launchpadCalls(chain, launchpad, launchpadAbi);

  await block([hypeTransfer(funder, creator, parseEther("25")), ...wallets.map((wallet) => hypeTransfer(funder, wallet, parseEther("20")))]);
  // The buys share the launch's block, so they name the token before its receipt can: the launchpad's next contract.
  const token = getAddress(launchedTokenAddress(launchpad, await launchpadTx.tokenCount()));
  await block([
    launchpadTx.create(creator, BUNDLED_LAUNCH, parseEther("5")),
    ...wallets.map((wallet, i) => launchpadTx.buy(wallet, token, parseEther(String(10 + i)))),
  ]);
  const passed = (await tokenBalance(chain, token, wallets[0]!)) / 2n;
  await block(
    [
      ...outsiders.map((outsider, i) => launchpadTx.buy(outsider, token, parseEther(String(1 + i)))),
      { from: wallets[0]!, to: token, gas: TRANSFER_GAS, data: encodeFunctionData({ abi: transferAbi, functionName: "transfer", args: [receiver, passed] }) },
    ],
    300,
  );
  return { token, creator, funder, wallets, receiver };
}
