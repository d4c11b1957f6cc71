import { describe, expect, it } from "vitest";
import { compileContracts } from "../../../../../devnet/contracts/compile";
import { TRADE_SIMULATOR_CODE } from "../../../../../workers/tools/sniffer/trade-simulator-code";

describe("the sniffer's trade simulator", () => {
  it("sends the creation code of contracts/TradeSimulator.sol as it is now (else run scripts/write-trade-simulator.ts)", () => {
    expect(TRADE_SIMULATOR_CODE).toBe(compileContracts().TradeSimulator?.bytecode);
  }, 120_000);
});
