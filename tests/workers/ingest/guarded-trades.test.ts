import { env } from "cloudflare:test";
import { type Address, encodeFunctionData, formatUnits, type Hex, parseAbi, parseEther } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { devnetChainConfig } from "../../../shared/chains";
import { chainReader } from "../../../workers/chain/chain-reader";
import { watchedContracts } from "../../../workers/chain/watched";
import { ingestStep } from "../../../workers/ingest/ingest-step";
import { chainDriver } from "./chain-driver";

// The trade guard on the devnet: its own refusals (deadline, minimum, the creator's sell lock), that it keeps
// nothing, and that the index shows a guarded trade as the trader's own, exactly as a direct one.

const devnet = inject("indexerDevnet");
const driver = chainDriver(devnet);
const contracts = devnet.contracts;
const guard = contracts.tradeGuard as Address;
const launchpad = contracts.launchpad as Address;
const reader = chainReader(devnet.rpcUrl);
const CREATOR = "0x00000000000000000000000000000000000004c2" as Address;
const XENA = "0x00000000000000000000000000000000000004b1" as Address;
const abi = parseAbi([
  "function buy(address token, uint256 minOut, uint256 deadline) payable",
  "function sell(address token, uint256 amountIn, uint256 minOut, uint256 deadline)",
  "function approve(address spender, uint256 amount) returns (bool)",
  "function balanceOf(address owner) view returns (uint256)",
  "function estimateBuy(address token, uint256 hypeAmount) view returns (uint256)",
]);
const FAR = 2n ** 40n;

let clock = 0;
let token: Address;

const data = (functionName: string, args: readonly unknown[]) => encodeFunctionData({ abi, functionName, args } as Parameters<typeof encodeFunctionData>[0]);
const read = async (to: Address, functionName: string, args: readonly unknown[]) =>
  BigInt(await driver.rpc<Hex>("eth_call", [{ to, data: data(functionName, args) }, "latest"]));
const simulate = (from: Address, functionName: string, args: readonly unknown[], value = 0n) =>
  driver.rpc("eth_call", [{ from, to: guard, data: data(functionName, args), value: `0x${value.toString(16)}` }, "latest"]);

async function ingestToHead() {
  for (let step = 0; step < 500; step++) {
    const result = await ingestStep({ db: env.DB, reader, watched: watchedContracts(devnetChainConfig(devnet.rpcUrl, contracts)), startBlock: () => 0 }, 1000);
    if (result.kind === "idle") return;
  }
  throw new Error("ingestion never reached the head");
}

beforeAll(async () => {
  await driver.resetChain();
  clock = Number(BigInt((await driver.rpc<{ timestamp: Hex }>("eth_getBlockByNumber", ["latest", false])).timestamp));
  await driver.fund([CREATOR, XENA], 1000n);
  await driver.createToken(CREATOR, "GUARD", parseEther("1"));
  token = await driver.createdToken((await driver.mine(++clock))[0]!);
});

describe("the trade guard", () => {
  it("refuses a trade after its deadline or below its minimum, and the creator's sell in the first hour", async () => {
    const hype = parseEther("5");
    const quoted = await read(launchpad, "estimateBuy", [token, hype]);
    await expect(simulate(XENA, "buy", [token, quoted, BigInt(clock - 1)], hype)).rejects.toThrow("TradeGuard: expired");
    await expect(simulate(XENA, "buy", [token, quoted + 1n, FAR], hype)).rejects.toThrow("TradeGuard: below minimum");
    await expect(simulate(XENA, "buy", [token, quoted, FAR], hype)).resolves.toBe("0x");
    await driver.send({ from: CREATOR, to: token, data: data("approve", [guard, 2n ** 255n]) });
    await driver.mine(++clock);
    await expect(simulate(CREATOR, "sell", [token, 1_000_000n, 0n, FAR])).rejects.toThrow("creator sell locked");
  });

  it("pays the trader, keeps nothing, and the index credits the trader, never the guard", async () => {
    await driver.send({ from: XENA, to: guard, value: parseEther("10"), data: data("buy", [token, 1n, FAR]) });
    await driver.mine(++clock);
    const bought = await read(token, "balanceOf", [XENA]);
    expect(bought).toBeGreaterThan(0n);
    await driver.send({ from: XENA, to: token, data: data("approve", [guard, bought]) });
    await driver.mine(++clock);
    const sold = bought / 4n;
    const hypeBefore = BigInt(await driver.rpc<Hex>("eth_getBalance", [XENA, "latest"]));
    await driver.send({ from: XENA, to: guard, data: data("sell", [token, sold, 1n, FAR]) });
    await driver.mine(++clock);
    expect(BigInt(await driver.rpc<Hex>("eth_getBalance", [XENA, "latest"]))).toBeGreaterThan(hypeBefore);
    expect(await read(token, "balanceOf", [guard])).toBe(0n);
    expect(BigInt(await driver.rpc<Hex>("eth_getBalance", [guard, "latest"]))).toBe(0n);

    await ingestToHead();
    const swaps = await env.DB.prepare("SELECT trader_address, is_buy FROM swaps WHERE pair_address = ?1 ORDER BY block_number")
      .bind(token.toLowerCase())
      .all();
    expect(swaps.results).toEqual([
      { trader_address: CREATOR.toLowerCase(), is_buy: 1 },
      { trader_address: XENA.toLowerCase(), is_buy: 1 },
      { trader_address: XENA.toLowerCase(), is_buy: 0 },
    ]);
    const transfers = await env.DB.prepare(
      "SELECT from_address, to_address, amount_in FROM events WHERE contract_address = ?1 AND event_type = 't' AND (from_address = ?2 OR to_address = ?2) ORDER BY block_number",
    )
      .bind(token.toLowerCase(), XENA.toLowerCase())
      .all();
    expect(transfers.results).toEqual([
      { from_address: launchpad.toLowerCase(), to_address: XENA.toLowerCase(), amount_in: formatUnits(bought, 6) },
      { from_address: XENA.toLowerCase(), to_address: launchpad.toLowerCase(), amount_in: formatUnits(sold, 6) },
    ]);
    const guardRows = await env.DB.prepare("SELECT COUNT(*) AS n FROM holder_balances WHERE holder_address = ?1")
      .bind(guard.toLowerCase())
      .first<{ n: number }>();
    expect(guardRows!.n).toBe(0);
    const holder = await env.DB.prepare(
      "SELECT CAST(raw_balance AS TEXT) AS raw_balance, trade_count, total_bought, total_sold, cost_tokens FROM holder_balances WHERE token_address = ?1 AND holder_address = ?2",
    )
      .bind(token.toLowerCase(), XENA.toLowerCase())
      .first<Record<string, number | string>>();
    expect(holder).toEqual({
      raw_balance: String(bought - sold),
      trade_count: 2,
      total_bought: Number(formatUnits(bought, 6)),
      total_sold: Number(formatUnits(sold, 6)),
      cost_tokens: Number(formatUnits(bought - sold, 6)),
    });
  });
});
