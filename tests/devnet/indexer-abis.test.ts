import { type Abi, type AbiEvent, toEventSelector } from "viem";
import { describe, expect, it } from "vitest";
import { compileContracts } from "../../devnet/contracts/compile";
import { HYPERSWAP_ARTIFACTS as A } from "../../devnet/hyperswap/artifacts";
import { launchpadAbi, tradeGuardAbi, v2FactoryAbi, v2PairAbi, v3FactoryAbi, v3PoolAbi } from "../../workers/chain/abis";

// The indexer decodes logs with hand-written ABIs; they must not drift from the bytecode the devnet runs.
// Decoding depends on the selector, the types and which parameters are indexed (names are the reader's own).
const shape = (event: AbiEvent) => ({
  selector: toEventSelector(event),
  inputs: event.inputs.map((input) => ({ type: input.type, indexed: input.indexed === true })),
});
const eventsOf = (abi: Abi) => abi.filter((item): item is AbiEvent => item.type === "event");

describe("the indexer's ABIs match the deployed contracts", () => {
  const compiled = compileContracts();
  const cases = [
    { name: "LiquidLaunch", handWritten: launchpadAbi, deployed: compiled.LiquidLaunch!.abi },
    { name: "TradeGuard", handWritten: tradeGuardAbi, deployed: compiled.TradeGuard!.abi },
    { name: "UniswapV2Factory", handWritten: v2FactoryAbi, deployed: A.v2Factory.abi },
    { name: "UniswapV2Pair", handWritten: v2PairAbi, deployed: A.v2Pair.abi },
    { name: "UniswapV3Factory", handWritten: v3FactoryAbi, deployed: A.v3Factory.abi },
    { name: "UniswapV3Pool", handWritten: v3PoolAbi, deployed: A.v3Pool.abi },
  ];

  it.each(cases)("$name: every event the indexer reads decodes with the deployed selector, types and indexed flags", ({ handWritten, deployed }) => {
    const deployedEvents = new Map(eventsOf(deployed).map((event) => [event.name, shape(event)]));
    for (const event of eventsOf(handWritten)) expect(shape(event)).toEqual(deployedEvents.get(event.name));
  });
});
