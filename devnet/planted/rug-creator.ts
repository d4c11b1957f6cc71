import { type Abi, type Address, parseEther } from "viem";
import { simAddress } from "../simulator/population";
import type { SimChain } from "../simulator/sim-chain";
import { RUG_CREATOR } from "./cases";
import { createdToken, launchpadCalls } from "./launchpad-calls";
import type { PlantedBlock } from "./planted-block";
import { tokenBalance } from "./token-balance";

const CREATOR_BUY = parseEther("30");
/** The launchpad's creator sell lock is one hour: the rug comes just after it. */
const RUG_AFTER_SECONDS = 3700;

/**
 * A creator who launches three tokens with a large first buy, lets buyers in, and dumps the whole bag on each
 * once the sell lock ends; then launches a fourth, which buyers are buying now. Five blocks.
 */
export async function plantRugCreator(chain: SimChain, launchpad: Address, launchpadAbi: Abi, block: PlantedBlock) {
  const creator = simAddress("planted", "rugger", 0);
  const buyers = Array.from({ length: 4 }, (_, i) => simAddress("planted", "rug-buyer", i));
  await chain.fund([creator, ...buyers], parseEther("1000"));
  const launchpadTx = launchpadCalls(chain, launchpad, launchpadAbi);

  const launches = await block(RUG_CREATOR.rugged.map((token) => launchpadTx.create(creator, token, CREATOR_BUY)));
  const rugged = launches.map((receipt) => createdToken(receipt, launchpad));
  await block(rugged.flatMap((token) => buyers.map((buyer, i) => launchpadTx.buy(buyer, token, parseEther(String(5 + 5 * i))))));
  const bags = await Promise.all(rugged.map((token) => tokenBalance(chain, token, creator)));
  await block(
    rugged.map((token, i) => launchpadTx.sell(creator, token, bags[i]!)),
    RUG_AFTER_SECONDS,
  );

  const [nextLaunch] = await block([launchpadTx.create(creator, RUG_CREATOR.next, CREATOR_BUY)]);
  const next = createdToken(nextLaunch!, launchpad);
  await block(buyers.map((buyer) => launchpadTx.buy(buyer, next, parseEther("3"))));
  return { creator, rugged, next };
}
