import { describe, expect, it } from "vitest";
import { callWorker } from "./call-worker";

const configRequest = () => new Request("http://app/api/v1/config");
const USDT0 = { address: "0xd4022d308cd9d3e35437f86e059749c46c41fd72", symbol: "USDT0", decimals: 6 };

describe("GET /api/v1/config", () => {
  it("on the devnet, answers the chain id and the deploy manifest's contracts", async () => {
    const res = await callWorker(configRequest(), {
      CHAIN: "devnet",
      RPC_URL: "http://127.0.0.1:8545",
      CHAIN_CONTRACTS: JSON.stringify({ v2Factory: "0xe7043b8095d51285734643e7a7811ade60ef5f1d", stablecoins: [USDT0] }),
    });
    expect(res.status).toBe(200);
    const body = await res.json<{ chainId: number; explorerUrl: string | null; contracts: Record<string, unknown> }>();
    expect(body.chainId).toBe(999);
    expect(body.explorerUrl).toBeNull();
    expect(body.contracts).toMatchObject({
      whype: "0x5555555555555555555555555555555555555555",
      v2Factory: "0xe7043b8095d51285734643e7a7811ade60ef5f1d",
      launchpad: null,
      stablecoins: [USDT0],
    });
  });

  it("on HyperEVM, answers the mainnet addresses and never the RPC URL", async () => {
    const rpcUrl = "https://rpc.example/evm?apikey=secret";
    const res = await callWorker(configRequest(), { CHAIN: "hyperevm", RPC_URL: rpcUrl });
    const text = await res.text();
    expect(JSON.parse(text).contracts).toMatchObject({
      launchpad: "0xDEC3540f5BA6f2aa3764583A9c29501FeB020030",
      v2Factory: "0x724412C00059bf7d6ee7d4a1d0D5cd4de3ea1C48",
    });
    expect(JSON.parse(text).explorerUrl).toBe("https://hyperevmscan.io");
    expect(text).not.toContain("secret");
    expect(text).not.toContain("rpcUrl");
  });
});
