import { describe, expect, it } from "vitest";
import { chainConfig, chainConfigSchema } from "../../shared/chains";

describe("chain config", () => {
  it("puts WHYPE at 0x5555…5555 on both chains, chain id 999", () => {
    for (const name of ["devnet", "hyperevm"] as const) {
      const config = chainConfigSchema.parse(chainConfig(name));
      expect(config.chainId).toBe(999);
      expect(config.contracts.whype).toBe("0x5555555555555555555555555555555555555555");
    }
  });

  it("knows LiquidLaunch and the 6-decimal stablecoins on mainnet", () => {
    const mainnet = chainConfig("hyperevm");
    expect(mainnet.contracts.launchpad).toBe("0xDEC3540f5BA6f2aa3764583A9c29501FeB020030");
    expect(mainnet.contracts.stablecoins.map((coin) => [coin.symbol, coin.decimals])).toEqual([
      ["USDT0", 6],
      ["USDC", 6],
      ["USDHL", 6],
    ]);
  });

  it("leaves the devnet's contracts to its deploy manifest", () => {
    expect(chainConfig("devnet").contracts.launchpad).toBeNull();
  });
});
