import { env } from "cloudflare:test";
import { type Address, decodeEventLog, encodeFunctionData, type Hex, parseAbi, parseEther, toEventSelector } from "viem";
import { inject } from "vitest";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import { devnetChainConfig } from "../../../shared/chains";
import { chainReader } from "../../../workers/chain/chain-reader";
import { watchedContracts } from "../../../workers/chain/watched";
import { ingestStep } from "../../../workers/ingest/ingest-step";
import { type ChainDriver, chainDriver } from "../ingest/chain-driver";
import { type ChainTrade, launchpadTrades, poolTrades } from "../ingest/recompute";

// Four creators' launches on the shared test devnet, ingested into this test file's D1, and an
// independent reading of what the chain says about them (raw logs, decoded here).
//   A: ALP (a 2 HYPE first buy, then two buys and a sell) and BND (sold out, bonded, pumped on its V2 pair)
//   B: FRZ (sold out and frozen, never bonded)
//   C: IDL (launched without a buy, never traded)

const createdAbi = parseAbi([
  "event TokenCreated(address indexed token, address indexed creator, string name, string symbol, string image_uri, string description, string website, string twitter, string telegram, string discord, uint256 creationTimestamp, uint256 startingLiquidity, uint256 currentHypeReserves, uint256 currentTokenReserves, uint256 totalSupply, uint256 currentPrice, uint256 initialPurchaseAmount)",
]);
const swapAbi = parseAbi(["function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])"]);

export const SUPPLY = 1e9;

export type ScenarioToken = {
  address: Address;
  symbol: string;
  creator: Address;
  createdAt: number;
  /** TokenCreated's price (after the first buy) in USD. */
  launchPriceUsd: number;
  /** Curve trades, then V2 trades (BND only), in chain order, USD-priced. */
  trades: { isBuy: boolean; tokens: number; priceUsd: number; timestamp: number }[];
};

export type Scenario = {
  driver: ChainDriver;
  launchpad: Address;
  creators: { a: Address; b: Address; c: Address };
  traders: Address[];
  whale: Address;
  tokens: { alp: ScenarioToken; bnd: ScenarioToken; frz: ScenarioToken; idl: ScenarioToken };
  /** HYPE's USD price during the scenario (nothing trades the reference pools meanwhile). */
  hypeUsd: number;
  /** BND's V2 pair. */
  bndPair: Address;
  lastBlockAt: number;
};

const addr = (n: number) => `0x${n.toString(16).padStart(40, "0")}` as Address;

/** Mines the queued transactions one second after the chain's latest block. */
async function mineNext(driver: ChainDriver): Promise<{ hashes: Hex[]; at: number }> {
  const latest = await driver.rpc<{ timestamp: Hex }>("eth_getBlockByNumber", ["latest", false]);
  const at = Number(BigInt(latest.timestamp)) + 1;
  return { hashes: await driver.mine(at), at };
}

/** Runs the scenario with addresses of `tag` (each test file its own) and ingests the chain into this file's D1. */
export async function launchpadScenario(tag: number): Promise<Scenario> {
  const devnet = inject("indexerDevnet");
  const driver = chainDriver(devnet);
  const base = 0xc0000 + tag * 0x100;
  const creators = { a: addr(base + 1), b: addr(base + 2), c: addr(base + 3) };
  const traders = [addr(base + 0x11), addr(base + 0x12)];
  const whale = addr(base + 0x21);
  const whale2 = addr(base + 0x22);
  await driver.resetChain();
  await driver.fund([...Object.values(creators), ...traders, whale, whale2], 10_000n);

  const create = async (creator: Address, symbol: string, hype: bigint) => {
    await driver.createToken(creator, symbol, hype);
    const { hashes, at } = await mineNext(driver);
    return { address: (await driver.createdToken(hashes[0]!)).toLowerCase() as Address, createdAt: at };
  };
  const alp = await create(creators.a, `ALP${tag}`, parseEther("2"));
  const bnd = await create(creators.a, `BND${tag}`, 0n);
  const frz = await create(creators.b, `FRZ${tag}`, 0n);
  const idl = await create(creators.c, `IDL${tag}`, 0n);

  await driver.buy(traders[0]!, alp.address, parseEther("1"));
  await mineNext(driver);
  await driver.buy(traders[1]!, alp.address, parseEther("3"));
  await mineNext(driver);
  await driver.sell(traders[0]!, alp.address, 10n ** 12n);
  await mineNext(driver);
  // More than either curve holds: the buys are capped at the 649.3M for sale and the tokens freeze.
  await driver.buy(whale, bnd.address, parseEther("1000"));
  await driver.buy(whale2, frz.address, parseEther("1000"));
  await mineNext(driver);
  await driver.completeBonding(whale, bnd.address);
  await mineNext(driver);
  await driver.send({
    from: whale,
    to: devnet.contracts.v2Router as Address,
    value: parseEther("1500"),
    data: encodeFunctionData({ abi: swapAbi, functionName: "swapExactETHForTokens", args: [0n, [WHYPE_ADDRESS, bnd.address], whale, 2n ** 40n] }),
  });
  const { at: lastBlockAt } = await mineNext(driver);

  // Ingest the whole chain into this file's database, as the alarm loop does.
  const deps = {
    db: env.DB,
    reader: chainReader(devnet.rpcUrl),
    watched: watchedContracts(devnetChainConfig(devnet.rpcUrl, devnet.contracts)),
    startBlock: () => 0,
  };
  while ((await ingestStep(deps, 1000)).kind !== "idle");

  const refs = {
    launchpad: devnet.contracts.launchpad!,
    v2Pair: devnet.contracts.referencePools!.v2WhypeUsdt0!,
    v3Pool: devnet.contracts.referencePools!.v3WhypeUsdt0!,
    usdt0: devnet.contracts.stablecoins![0]!.address,
  };
  const curve = async (address: Address) => launchpadTrades(driver, refs, address);
  const [alpTrades, bndTrades, frzTrades] = await Promise.all([curve(alp.address), curve(bnd.address), curve(frz.address)]);
  const hypeUsd = alpTrades[0]!.priceUsd / alpTrades[0]!.price;
  const bndPair = (await env.DB.prepare("SELECT pair_created FROM tokens WHERE address = ?1").bind(bnd.address).first<string>("pair_created")) as Address;
  const bndIs0 = bnd.address < WHYPE_ADDRESS;
  const v2 = await poolTrades(driver, bndPair, "v2", bndIs0 ? [6, 18] : [18, 6]);
  const v2Trades = v2.map((trade) => {
    const tokens = bndIs0 ? trade.volume : trade.volume * trade.price;
    const priceInHype = bndIs0 ? trade.price : 1 / trade.price;
    return { isBuy: true, tokens, priceUsd: priceInHype * hypeUsd, timestamp: trade.timestamp };
  });
  const launchPrices = await launchPricesInHype(driver, refs.launchpad);
  const token = (created: { address: Address; createdAt: number }, symbol: string, creator: Address, trades: ChainTrade[] | ScenarioToken["trades"]) => ({
    ...created,
    symbol,
    creator,
    launchPriceUsd: launchPrices.get(created.address)! * hypeUsd,
    trades: trades.map(({ isBuy, tokens, priceUsd, timestamp }) => ({ isBuy, tokens, priceUsd, timestamp })),
  });
  return {
    driver,
    launchpad: refs.launchpad as Address,
    creators,
    traders,
    whale,
    hypeUsd,
    bndPair: bndPair.toLowerCase() as Address,
    lastBlockAt,
    tokens: {
      alp: token(alp, `ALP${tag}`, creators.a, alpTrades),
      bnd: token(bnd, `BND${tag}`, creators.a, [...bndTrades, ...v2Trades]),
      frz: token(frz, `FRZ${tag}`, creators.b, frzTrades),
      idl: token(idl, `IDL${tag}`, creators.c, []),
    },
  };
}

/** TokenCreated's currentPrice of every launch: HYPE per whole token. */
async function launchPricesInHype(driver: ChainDriver, launchpad: string): Promise<Map<string, number>> {
  const logs = await driver.rpc<{ topics: [Hex, ...Hex[]]; data: Hex }[]>("eth_getLogs", [
    { fromBlock: "0x0", toBlock: "latest", address: launchpad, topics: [toEventSelector(createdAbi[0])] },
  ]);
  return new Map(
    logs.map((log) => {
      const { args } = decodeEventLog({ abi: createdAbi, ...log });
      return [args.token.toLowerCase(), Number(args.currentPrice) / 1e18];
    }),
  );
}

/** Σ tokens × USD price of `trades`. */
export const volumeUsd = (trades: ScenarioToken["trades"]) => trades.reduce((sum, trade) => sum + trade.tokens * trade.priceUsd, 0);
