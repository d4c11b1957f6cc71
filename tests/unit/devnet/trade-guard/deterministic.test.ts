import type { Address } from "viem";
import { describe, expect, it } from "vitest";
import { tradeGuardAddress } from "../../../../devnet/trade-guard/deterministic";
import { chainConfig } from "../../../../shared/chains";

// The mainnet trade guard's address in the chain config is where the deterministic deployer puts the guard
// compiled from contracts/TradeGuard.sol for the mainnet launchpad: a change to the contract (or the compiler)
// that is not carried into the config fails here, before the app would send trades to another address.

describe("the mainnet trade guard", () => {
  it("is the CREATE2 address of the compiled guard for the mainnet launchpad", { timeout: 120_000 }, () => {
    const { contracts } = chainConfig("hyperevm");
    expect(tradeGuardAddress(contracts.launchpad as Address)).toBe(contracts.tradeGuard);
  });
});
