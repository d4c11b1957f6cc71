import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import { type Address, createPublicClient, createTestClient, createWalletClient, http, parseAbi, parseEther, parseEventLogs, zeroAddress } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Devnet, startDevnet } from "../../devnet";
import { WHYPE_ADDRESS } from "../../shared/addresses";

const launchpadAbi = parseAbi([
  "event TokenCreated(address indexed token, address indexed creator, string name, string symbol, string image_uri, string description, string website, string twitter, string telegram, string discord, uint256 creationTimestamp, uint256 startingLiquidity, uint256 currentHypeReserves, uint256 currentTokenReserves, uint256 totalSupply, uint256 currentPrice, uint256 initialPurchaseAmount)",
  "event TokenFrozen(address indexed token)",
  "event TokenBonded(address indexed token)",
  "function createToken(string name, string symbol, string image_uri, string description, string website, string twitter, string telegram, string discord, uint8 dexIndex) payable returns (address)",
  "function buyTokens(address token) payable",
  "function getTokenBondingStatus(address token) view returns (address, bool isBonded, uint256 bondedTimestamp)",
]);
const v2Abi = parseAbi([
  "function getPair(address tokenA, address tokenB) view returns (address)",
  "function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)",
  "function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)",
  "function balanceOf(address owner) view returns (uint256)",
]);
const GAS = 6_000_000n;

describe("the devnet's bonding keeper", () => {
  const dir = mkdtempSync(join(tmpdir(), "bonding-keeper-"));
  let devnet: Devnet;

  beforeAll(async () => {
    devnet = await startDevnet({ dataDir: join(dir, "devnet"), logDir: join(dir, "logs"), env: process.env, historyDays: 0, port: await getPort() });
  }, 180_000);

  afterAll(async () => {
    await devnet?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("graduates a curve a user sold out within two blocks, and the token trades on its new V2 pair", async () => {
    const transport = http(devnet.rpcUrl);
    const chain = createPublicClient({ transport });
    const wallet = createWalletClient({ transport });
    const test = createTestClient({ mode: "anvil", transport });
    const { launchpad, v2Factory, v2Router } = devnet.manifest.contracts as { launchpad: Address; v2Factory: Address; v2Router: Address };
    const [creator, user] = ["0x00000000000000000000000000000000000c4ea7", "0x0000000000000000000000000000000000005e11"] as const;
    for (const account of [creator, user]) await test.setBalance({ address: account, value: parseEther("2000") });
    const send = async (account: Address, request: Record<string, unknown>) => {
      const hash = await wallet.writeContract({ chain: null, account, gas: GAS, ...request } as Parameters<typeof wallet.writeContract>[0]);
      return chain.waitForTransactionReceipt({ hash, pollingInterval: 100 });
    };

    const created = await send(creator, {
      address: launchpad,
      abi: launchpadAbi,
      functionName: "createToken",
      args: ["Sold Out", "SOLD", "", "", "", "", "", "", 0],
    });
    const [launch] = parseEventLogs({ abi: launchpadAbi, eventName: "TokenCreated", logs: created.logs });
    const token = launch!.args.token;

    // A user's buy takes the whole curve (700 HYPE is more than it holds): the launchpad freezes it, nothing more.
    const soldOut = await send(user, { address: launchpad, abi: launchpadAbi, functionName: "buyTokens", args: [token], value: parseEther("700") });
    expect(parseEventLogs({ abi: launchpadAbi, eventName: "TokenFrozen", logs: soldOut.logs })).toHaveLength(1);
    expect(parseEventLogs({ abi: launchpadAbi, eventName: "TokenBonded", logs: soldOut.logs })).toHaveLength(0);

    // Waits for the launchpad's own TokenBonded event, not for a clock.
    let bondedAtBlock: bigint | undefined;
    while (bondedAtBlock === undefined) {
      const logs = await chain.getContractEvents({
        address: launchpad,
        abi: launchpadAbi,
        eventName: "TokenBonded",
        args: { token },
        fromBlock: soldOut.blockNumber,
      });
      bondedAtBlock = logs[0]?.blockNumber ?? undefined;
      if (bondedAtBlock === undefined) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(bondedAtBlock - soldOut.blockNumber).toBeGreaterThanOrEqual(1n);
    expect(bondedAtBlock - soldOut.blockNumber).toBeLessThanOrEqual(2n);
    const [, isBonded] = await chain.readContract({ address: launchpad, abi: launchpadAbi, functionName: "getTokenBondingStatus", args: [token] });
    expect(isBonded).toBe(true);

    const pair = await chain.readContract({ address: v2Factory, abi: v2Abi, functionName: "getPair", args: [token, WHYPE_ADDRESS] });
    expect(pair).not.toBe(zeroAddress);
    const [reserve0, reserve1] = await chain.readContract({ address: pair, abi: v2Abi, functionName: "getReserves" });
    expect(reserve0).toBeGreaterThan(0n);
    expect(reserve1).toBeGreaterThan(0n);

    const before = await chain.readContract({ address: token, abi: v2Abi, functionName: "balanceOf", args: [user] });
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 600);
    const swap = await send(user, {
      address: v2Router,
      abi: v2Abi,
      functionName: "swapExactETHForTokens",
      args: [1n, [WHYPE_ADDRESS, token], user, deadline],
      value: parseEther("1"),
    });
    expect(swap.status).toBe("success");
    expect(await chain.readContract({ address: token, abi: v2Abi, functionName: "balanceOf", args: [user] })).toBeGreaterThan(before);
  }, 60_000);
});
