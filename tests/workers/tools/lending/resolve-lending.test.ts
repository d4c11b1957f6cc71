import { describe, expect, inject, it } from "vitest";
import { chainClient } from "../../../../workers/chain/chain-client";
import { resolveLending } from "../../../../workers/lending/resolve-lending";

// Mainnet's config names the pool, its provider and the reserves only; the ingestor asks the chain for the rest.
// On the devnet the same reads must give back every address the deployment recorded.

const devnet = inject("lendingDevnet");
const deployed = devnet.contracts.lending!;
/** Addresses compared without their checksum case (the manifest keeps whichever case its source gave). */
const lowercase = (value: unknown) => JSON.parse(JSON.stringify(value).toLowerCase());

describe("the lending contracts the chain answers", () => {
  it("resolves the configurator, ACL manager, oracle and every reserve's tokens to the deployed ones", async () => {
    const configured = {
      ...deployed,
      poolConfigurator: null,
      aclManager: null,
      oracle: null,
      reserves: deployed.reserves.map((reserve) => ({ ...reserve, aToken: null, variableDebtToken: null, stableDebtToken: null })),
    };
    expect(lowercase(await resolveLending(chainClient(devnet.rpcUrl), configured))).toEqual(lowercase(deployed));
  });

  it("refuses a reserve the pool does not list", async () => {
    const unknown = {
      symbol: "NOPE",
      underlying: "0x000000000000000000000000000000000000dEaD",
      decimals: 18,
      aToken: null,
      variableDebtToken: null,
      stableDebtToken: null,
    };
    await expect(resolveLending(chainClient(devnet.rpcUrl), { ...deployed, reserves: [unknown] })).rejects.toThrow(
      "the lending pool has no reserve of NOPE (0x000000000000000000000000000000000000dEaD)",
    );
  });
});
