import { type Address, decodeFunctionResult, encodeEventTopics, encodeFunctionData, getAddress, type Hex, parseAbi, parseEther } from "viem";
import { pollNewBlocks } from "../block-poll";
import type { SimChain } from "../simulator/sim-chain";

// On mainnet anyone may call completeBonding and keepers do within moments of a sell-out; the devnet's
// keeper does the same for every curve, whoever sold it out (the simulator, a user's trade, a test).
const abi = parseAbi([
  "event TokenFrozen(address indexed token)",
  "function completeBonding(address token)",
  "function getTokenBondingStatus(address token) view returns (address, bool isBonded, uint256 bondedTimestamp)",
]);
const [TOKEN_FROZEN] = encodeEventTopics({ abi, eventName: "TokenFrozen" });

/** The keeper's own address (anvil lets it send without a key); topped up before it sends. */
export const BONDING_KEEPER: Address = "0x000000000000000000000000000000000000b0d5";
const GAS = 6_000_000n;

export type BondingKeeper = { stop: () => Promise<void>; calls: () => number };

/** Tokens frozen in blocks `from`…`to`, by their TokenFrozen logs. */
async function frozenTokens(chain: SimChain, launchpad: Address, from: bigint, to: bigint): Promise<Address[]> {
  const logs = (await chain.call("eth_getLogs", [
    { address: launchpad, topics: [TOKEN_FROZEN], fromBlock: `0x${from.toString(16)}`, toBlock: `0x${to.toString(16)}` },
  ])) as { topics: Hex[] }[];
  return logs.map((log) => getAddress(`0x${log.topics[1]!.slice(-40)}`));
}

async function isBonded(chain: SimChain, launchpad: Address, token: Address): Promise<boolean> {
  const data = encodeFunctionData({ abi, functionName: "getTokenBondingStatus", args: [token] });
  const answer = (await chain.call("eth_call", [{ to: launchpad, data }, "latest"])) as Hex;
  return decodeFunctionResult({ abi, functionName: "getTokenBondingStatus", data: answer })[1];
}

/**
 * Watches each new block for curves that sold out and sends their completeBonding for the next block.
 * On start it looks back over the whole chain, so a curve frozen while no keeper ran (an older devnet) graduates too.
 * A token still unbonded after its call (the simulator bonded it in the same block, or the call was lost) is tried
 * again on the next block until the launchpad says it is bonded.
 */
export function runBondingKeeper(chain: SimChain, launchpad: Address, log: (line: string) => void = () => {}): BondingKeeper {
  let calls = 0;
  let scannedTo = -1n;
  const waiting = new Set<Address>();
  const poll = pollNewBlocks(
    chain,
    "bonding keeper",
    async (head) => {
      if (head <= scannedTo) return;
      for (const token of await frozenTokens(chain, launchpad, scannedTo + 1n, head)) waiting.add(token);
      scannedTo = head;
      for (const token of [...waiting]) {
        if (await isBonded(chain, launchpad, token)) {
          waiting.delete(token);
          continue;
        }
        await chain.fund([BONDING_KEEPER], parseEther("100"));
        await chain.send([
          { from: BONDING_KEEPER, to: launchpad, gas: GAS, data: encodeFunctionData({ abi, functionName: "completeBonding", args: [token] }) },
        ]);
        calls += 1;
      }
    },
    log,
  );
  return { stop: poll.stop, calls: () => calls };
}
