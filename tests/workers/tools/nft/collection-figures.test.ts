import { env, SELF } from "cloudflare:test";
import { type Address, encodeFunctionData, type Hex, parseAbi, parseEther } from "viem";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { devnetChainConfig } from "../../../../shared/chains";
import type { NftCollections } from "../../../../shared/schemas/nft";
import { chainReader } from "../../../../workers/chain/chain-reader";
import { nftReader } from "../../../../workers/chain/nft-reader";
import { watchedContracts } from "../../../../workers/chain/watched";
import { readCursor } from "../../../../workers/db/indexed-blocks";
import { type CycleResult, ingestStep } from "../../../../workers/ingest/ingest-step";
import { readNftFacts } from "../../../../workers/ingest/nft-facts";
import { chainDriver } from "../../ingest/chain-driver";
import { type ChainSale, chainHoldings, chainSales, chainVolume } from "./chain-figures";

const devnet = inject("indexerDevnet");
const driver = chainDriver(devnet);
const reader = chainReader(devnet.rpcUrl);
const market = devnet.nft.market as Address;
const blobs = devnet.nft.collections.find((collection) => collection.symbol === "BLOB")!.address.toLowerCase() as Address;
const badges = devnet.nft.collections.find((collection) => collection.symbol === "BADGE")!.address.toLowerCase() as Address;
const MINTER: Address = "0x0000000000000000000000000000000000041a01";
const BUYER: Address = "0x0000000000000000000000000000000000041a02";
const nftAbi = parseAbi([
  "function mint(address to, uint256 count)",
  "function totalSupply() view returns (uint256)",
  "function setApprovalForAll(address operator, bool approved)",
  "function list(address collection, uint256 tokenId, uint256 amount, uint256 price, address currency) returns (uint256)",
  "function buy(uint256 listingId) payable",
  "function listingCount() view returns (uint256)",
]);
const DAY = 86_400;

async function ingestToHead(): Promise<CycleResult[]> {
  const results: CycleResult[] = [];
  const watched = watchedContracts(devnetChainConfig(devnet.rpcUrl, devnet.contracts));
  for (let step = 0; step < 500; step++) {
    const result = await ingestStep({ db: env.DB, reader, watched, startBlock: () => 0 }, 1000);
    results.push(result);
    if (result.kind === "idle") break;
  }
  // What the chain ingestor reads off the range's path at the head: standards, metadata, and each sale's funding.
  for (let round = 0; round < 20; round++) await readNftFacts(env.DB, reader, nftReader(devnet.rpcUrl));
  return results;
}

const view = async (to: Address, functionName: "totalSupply" | "listingCount") =>
  BigInt(await driver.rpc<Hex>("eth_call", [{ to, data: encodeFunctionData({ abi: nftAbi, functionName }) }, "latest"]));
const send = (from: Address, to: Address, functionName: "mint" | "setApprovalForAll" | "list" | "buy", args: readonly unknown[], value?: bigint) =>
  driver.send({ from, to, value, data: encodeFunctionData({ abi: nftAbi, functionName, args } as never) });

async function collections(includeWash: boolean): Promise<NftCollections> {
  const res = await SELF.fetch(`http://app/api/v1/tools/nft/collections?includeWash=${includeWash}`);
  expect(res.status).toBe(200);
  return res.json<NftCollections>();
}

/** The API's figures for `collection` equal those worked out from the chain's raw logs at the indexed block. */
async function expectChainFigures(collection: Address): Promise<ChainSale[]> {
  const cursor = (await readCursor(env.DB))!.number;
  const now = Math.floor(Date.now() / 1000);
  const holdings = await chainHoldings(driver.rpc, collection, cursor);
  const sales = await chainSales(driver.rpc, market, collection, cursor);
  for (const includeWash of [false, true]) {
    const listed = (await collections(includeWash)).collections.find((row) => row.address === collection)!;
    expect(listed.supply).toBe(holdings.supply);
    expect(listed.owners).toBe(holdings.owners);
    const day = chainVolume(sales, now - DAY, includeWash);
    const week = chainVolume(sales, now - 7 * DAY, includeWash);
    expect([listed.sales24h, listed.sales7d]).toEqual([day.sales, week.sales]);
    expect(listed.volume24h).toBeCloseTo(day.volume, 6);
    expect(listed.volume7d).toBeCloseTo(week.volume, 6);
    const all = chainVolume(sales, now - 7 * DAY, true).volume;
    expect(listed.wash.washShare7d).toBeCloseTo(all > 0 ? (all - chainVolume(sales, now - 7 * DAY, false).volume) / all : 0, 6);
  }
  return sales;
}

let clock = 0;

describe("NFT collection figures against the chain's raw logs", () => {
  beforeAll(async () => {
    await driver.resetChain();
    clock = Number(BigInt((await driver.rpc<{ timestamp: Hex }>("eth_getBlockByNumber", ["latest", false])).timestamp));
    await driver.fund([MINTER, BUYER], 1000n);
    await ingestToHead();
  });

  it("owners, supply, sales and volume of the deployment's market, wash trades left out and counted in", async () => {
    const sales = await expectChainFigures(blobs);
    // The deployment's market has honest sales and wash trades (a sale to a wallet its seller funded).
    expect(sales.some((sale) => sale.wash)).toBe(true);
    expect(sales.some((sale) => !sale.wash)).toBe(true);
    const badgeSales = await expectChainFigures(badges);
    expect(badgeSales.length).toBeGreaterThan(0);
    expect((await collections(false)).collections.find((row) => row.address === blobs)!.wash.washShare7d).toBeGreaterThan(0);
  });

  it("a sale a reorg removes leaves the figures", async () => {
    const before = await collections(false);
    const snapshot = await driver.snapshot();
    await send(MINTER, blobs, "mint", [MINTER, 1n]);
    await send(MINTER, blobs, "setApprovalForAll", [market, true]);
    await driver.mine(++clock);
    const tokenId = await view(blobs, "totalSupply");
    await send(MINTER, market, "list", [blobs, tokenId, 1n, parseEther("7.25"), "0x0000000000000000000000000000000000000000"]);
    await driver.mine(++clock);
    await send(BUYER, market, "buy", [await view(market, "listingCount")], parseEther("7.25"));
    await driver.mine(++clock);
    await ingestToHead();
    const sold = (await collections(false)).collections.find((row) => row.address === blobs)!;
    const was = before.collections.find((row) => row.address === blobs)!;
    expect(sold.sales24h).toBe(was.sales24h + 1);
    expect(sold.volume24h).toBeCloseTo(was.volume24h + 7.25, 6);
    expect(sold.supply).toBe(was.supply + 1);
    await expectChainFigures(blobs);

    await driver.revert(snapshot);
    for (let block = 0; block < 4; block++) await driver.mine(++clock);
    const results = await ingestToHead();
    expect(results.some((result) => result.kind === "rolled-back")).toBe(true);
    const after = (await collections(false)).collections.find((row) => row.address === blobs)!;
    expect([after.sales24h, after.supply, after.owners]).toEqual([was.sales24h, was.supply, was.owners]);
    expect(after.volume24h).toBeCloseTo(was.volume24h, 6);
    await expectChainFigures(blobs);
  });
});
