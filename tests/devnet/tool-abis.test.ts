import { type Abi, type AbiFunction, toFunctionSelector } from "viem";
import { describe, expect, it } from "vitest";
import { compileContracts } from "../../devnet/contracts/compile";
import { HYPERSWAP_ARTIFACTS as A } from "../../devnet/hyperswap/artifacts";
import { launchpadToolAbi, tokenToolAbi, v2FactoryToolAbi, v2RouterToolAbi, v3QuoterToolAbi, v3RouterToolAbi } from "../../workers/chain/tool-abis";

// The tools call contracts through hand-written ABIs; each function must exist in the bytecode the devnet runs,
// with the same selector and outputs.
const functionsOf = (abi: Abi) => abi.filter((item): item is AbiFunction => item.type === "function");
const shape = (fn: AbiFunction) => ({ selector: toFunctionSelector(fn), outputs: fn.outputs.map((output) => output.type) });

describe("the tools' ABIs match the deployed contracts", () => {
  const compiled = compileContracts();
  const cases = [
    { name: "LiquidLaunch", handWritten: launchpadToolAbi, deployed: compiled.LiquidLaunch!.abi },
    { name: "UniswapV2Factory", handWritten: v2FactoryToolAbi, deployed: A.v2Factory.abi },
    { name: "UniswapV2Router02", handWritten: v2RouterToolAbi, deployed: A.v2Router.abi },
    { name: "SwapRouter", handWritten: v3RouterToolAbi, deployed: A.v3SwapRouter.abi },
    { name: "QuoterV2", handWritten: v3QuoterToolAbi, deployed: A.v3Quoter.abi },
    { name: "MintableToken (ERC20 and owner)", handWritten: tokenToolAbi, deployed: compiled.MintableToken!.abi },
  ];

  it.each(cases)("$name: every function the tools call exists with its selector and outputs", ({ handWritten, deployed }) => {
    const deployedFunctions = new Map(functionsOf(deployed).map((fn) => [toFunctionSelector(fn), shape(fn)]));
    for (const fn of functionsOf(handWritten)) expect(deployedFunctions.get(toFunctionSelector(fn)), fn.name).toEqual(shape(fn));
  });
});
