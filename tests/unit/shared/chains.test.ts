import { describe, expect, it } from "vitest";
import { chainConfig, chainConfigSchema, devnetChainConfig } from "../../../shared/chains";

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

  it("lists HyperSwap, Multicall3 and the public RPC on mainnet (HYPEREVM.md)", () => {
    const mainnet = chainConfig("hyperevm");
    expect(mainnet.rpcUrl).toBe("https://rpc.hyperliquid.xyz/evm");
    expect(mainnet.contracts).toMatchObject({
      v2Factory: "0x724412C00059bf7d6ee7d4a1d0D5cd4de3ea1C48",
      v2Router: "0xb4a9C4e6Ea8E2191d2FA5B380452a634Fb21240A",
      v3Factory: "0xB1c0fa0B789320044A6F623cFe5eBda9562602E3",
      v3PositionManager: "0x6eDA206207c09e5428F281761DdC0D300851fBC8",
      v3SwapRouter: "0x4E2960a8cd19B467b82d26D83fAcb0fAE26b094D",
      v3Quoter: "0x03A918028f22D9E1473B7959C927AD7425A45C7C",
      multicall3: "0xcA11bde05977b3631167028862bE2a173976CA11",
    });
    expect(mainnet.contracts.stablecoins.map((coin) => coin.address)).toEqual([
      "0xB8CE59FC3717ada4C02eaDF9682A9e934F625ebb",
      "0xb88339CB7199b77E23DB6E890353E22632Ba630f",
      "0xb50A96253aBDF803D85efcDce07Ad8becBc52BD5",
    ]);
  });

  it("leaves the devnet's contracts to its deploy manifest", () => {
    const devnet = chainConfig("devnet");
    expect(devnet.rpcUrl).toBe("http://127.0.0.1:8545");
    expect(devnet.contracts.launchpad).toBeNull();
    expect(devnet.contracts.v2Factory).toBeNull();
    expect(devnet.contracts.stablecoins).toEqual([]);
  });

  it("lays a running devnet's manifest over the devnet defaults", () => {
    const launchpad = "0x00000000000000000000000000000000000000aa";
    const config = devnetChainConfig("http://127.0.0.1:9545", { launchpad });
    expect(config.rpcUrl).toBe("http://127.0.0.1:9545");
    expect(config.contracts.launchpad).toBe(launchpad);
    expect(config.contracts.whype).toBe("0x5555555555555555555555555555555555555555");
    expect(config.contracts.v3Factory).toBeNull();
  });

  it("refuses a manifest with a malformed address or RPC URL", () => {
    expect(() => devnetChainConfig("http://127.0.0.1:8545", { launchpad: "0x123" })).toThrow("Invalid address format");
    expect(() => devnetChainConfig("not a url", {})).toThrow("Invalid url");
  });
});
