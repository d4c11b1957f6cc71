import type { Hex } from "viem";
import { describe, expect, it } from "vitest";
import { compileContracts } from "../../../../../devnet/contracts/compile";
import { scanBytecode } from "../../../../../workers/tools/sniffer/bytecode";
import { PRIVILEGED_FUNCTIONS } from "../../../../../workers/tools/sniffer/privileged-functions";

// The sniffer reads a token's powers from its bytecode: the devnet's planted traps must show theirs, a
// launch token none.
const compiled = compileContracts();

/** Creation code: it carries the runtime code, whose selectors are what the scan looks for. */
const code = (name: string) => compiled[name]!.bytecode;
const powersOf = (name: string) => {
  const scan = scanBytecode(code(name));
  return PRIVILEGED_FUNCTIONS.filter((fn) => scan.pushed4.has(fn.selector)).map((fn) => fn.signature);
};

describe("the sniffer's bytecode scan", () => {
  it("finds each planted trap's owner-only function and none in a launch token", () => {
    expect(powersOf("MintableToken")).toEqual(["mint(address,uint256)"]);
    expect(powersOf("PausableToken")).toEqual(["pause()"]);
    expect(powersOf("BlacklistToken")).toEqual(["setBlacklisted(address,bool)"]);
    expect(powersOf("SellTaxToken")).toEqual(["setSellTax(uint256)"]);
    expect(powersOf("MaxTxToken")).toEqual(["setMaxTxAmount(uint256)"]);
    expect(powersOf("LaunchToken")).toEqual([]);
  }, 120_000);

  it("reads SELFDESTRUCT as an opcode, not inside PUSH data or the metadata", () => {
    // PUSH2 0xffff, then STOP: the 0xff bytes are data.
    expect(scanBytecode("0x61ffff00").selfDestruct).toBe(false);
    // PUSH1 0x00, SELFDESTRUCT.
    expect(scanBytecode("0x6000ff").selfDestruct).toBe(true);
    for (const name of ["MintableToken", "LaunchToken", "LiquidLaunch"]) expect(scanBytecode(code(name)).selfDestruct).toBe(false);
  });

  it("recognises an EIP-1167 minimal proxy and its target", () => {
    const target = "bebebebebebebebebebebebebebebebebebebebe";
    const proxy = `0x363d3d373d3d3d363d73${target}5af43d82803e903d91602b57fd5bf3` as Hex;
    expect(scanBytecode(proxy).minimalProxyTarget?.toLowerCase()).toBe(`0x${target}`);
    expect(scanBytecode(proxy).delegateCall).toBe(true);
  });
});
