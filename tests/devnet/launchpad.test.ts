import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  decodeEventLog,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  parseEther,
  toEventSelector,
  type Abi,
  type Address,
  type Hex,
} from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAnvil, type Anvil } from "../../devnet/anvil";
import { compileContracts, type CompiledContract } from "../../devnet/contracts/compile";
import { HYPERSWAP_ARTIFACTS as A } from "../../devnet/hyperswap/artifacts";
import { deployHyperSwap, type HyperSwapDeployment } from "../../devnet/hyperswap/deploy";
import { deployLaunchpad } from "../../devnet/launchpad/deploy";
import { simChain, type SimChain, type SimReceipt } from "../../devnet/simulator/sim-chain";
import { installWhype } from "../../devnet/whype";
import { WHYPE_ADDRESS } from "../../shared/constants";
import { freePort } from "./free-port";

// The signatures an indexer of mainnet decodes (the team's HYPEREVM.md lists them with sources).
const MAINNET_EVENTS = [
  "TokenCreated(address,address,string,string,string,string,string,string,string,string,uint256,uint256,uint256,uint256,uint256,uint256,uint256)",
  "TokensPurchased(address,address,uint256,uint256,uint256,uint256,uint256,uint256,uint256,string,string)",
  "TokensSold(address,address,uint256,uint256,uint256,uint256,uint256,uint256,uint256,string,string)",
  "TokenFrozen(address)",
  "TokenBonded(address)",
  "BondFeeCollected(address,address,uint256,uint256)",
];

const addr = (n: number) => getAddress(`0x${n.toString(16).padStart(40, "0")}`);
const DEPLOYER = addr(0xd3b10);
const FEE_RECIPIENT = addr(0xfee);
const CREATOR = addr(0xc0ffee);
const BUYER = addr(0xb0b);
const WHALE = addr(0x3a1e);
const DEAD = "0x000000000000000000000000000000000000dEaD";
const HOUR = 3600;
const SUPPLY = 10n ** 15n;
const FOR_SALE = 649_300_000n * 10n ** 6n;
const VIRTUAL_HYPE = parseEther("300");

describe("LiquidLaunch-compatible launchpad", () => {
  let anvil: Anvil;
  let chain: SimChain;
  let dir: string;
  let hyperswap: HyperSwapDeployment;
  let launchpad: Address;
  let token: Address;
  let LL: CompiledContract;
  let TOKEN: CompiledContract;
  let clock = Math.floor(Date.now() / 1000) - 2 * 86_400;

  async function read(abi: Abi, to: Address, functionName: string, args: readonly unknown[] = []) {
    const data = await chain.call("eth_call", [{ to, data: encodeFunctionData({ abi, functionName, args }) }, "latest"]);
    return decodeFunctionResult({ abi, functionName, data: data as Hex });
  }
  const balance = async (who: Address) => BigInt((await chain.call("eth_getBalance", [who, "latest"])) as Hex);
  const gasCost = (receipt: SimReceipt) => BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice);

  /** Sends one launchpad call from `from` in its own block `advance` seconds later; returns its receipt. */
  async function send(from: Address, functionName: string, args: readonly unknown[], value = 0n, advance = 2) {
    const [hash] = await chain.send([
      { from, to: launchpad, value, gas: 8_000_000n, data: encodeFunctionData({ abi: LL.abi, functionName, args }) },
    ]);
    await chain.mineAt((clock += advance));
    return (await chain.receipts([hash!]))[0]!;
  }
  const events = (receipt: SimReceipt) =>
    receipt.logs
      .filter((log) => log.address.toLowerCase() === launchpad.toLowerCase())
      .map((log) => decodeEventLog({ abi: LL.abi, data: log.data, topics: log.topics }));

  beforeAll(async () => {
    const compiled = compileContracts();
    LL = compiled.LiquidLaunch!;
    TOKEN = compiled.LaunchToken!;
    dir = mkdtempSync(join(tmpdir(), "launchpad-"));
    anvil = await startAnvil({ port: await freePort(), dataDir: dir, logDir: dir, env: process.env, historyFrom: clock });
    chain = simChain(anvil.rpcUrl);
    await chain.impersonateEveryone();
    await installWhype(anvil.rpcUrl);
    hyperswap = await deployHyperSwap(chain, DEPLOYER, () => (clock += 2));
    launchpad = await deployLaunchpad(chain, {
      deployer: DEPLOYER,
      v2Router: hyperswap.v2Router,
      feeRecipient: FEE_RECIPIENT,
      blockTime: (clock += 2),
    });
    await chain.fund([CREATOR, BUYER, WHALE], parseEther("10000"));
  }, 60_000);

  afterAll(async () => {
    await anvil.process.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("emits the mainnet event signatures", () => {
    const selectors = LL.abi.filter((item) => item.type === "event").map((item) => toEventSelector(item));
    for (const signature of MAINNET_EVENTS) expect(selectors).toContain(toEventSelector(signature));
  });

  it("creates a token with its metadata and the creator's first buy at the curve's exact price", async () => {
    const feesBefore = await balance(FEE_RECIPIENT);
    const receipt = await send(CREATOR, "createToken", ["Purr", "PURR", "/images/purr.svg", "cat", "https://purr.xyz", "@purr", "t.me/purr", "", 0], parseEther("1"));
    const [created, purchased] = events(receipt);
    expect(created?.eventName).toBe("TokenCreated");
    token = (created?.args as unknown as { token: Address }).token;
    const net = parseEther("0.99");
    const expectedOut = SUPPLY - (VIRTUAL_HYPE * SUPPLY) / (VIRTUAL_HYPE + net);
    expect(purchased).toMatchObject({ eventName: "TokensPurchased", args: { buyer: CREATOR, hypeIn: parseEther("1"), tokensOut: expectedOut } });
    expect(await read(TOKEN.abi, token, "balanceOf", [CREATOR])).toBe(expectedOut);
    expect(await read(LL.abi, launchpad, "getLiquidity", [token])).toEqual([VIRTUAL_HYPE + net, SUPPLY - expectedOut]);
    // 1% fee, half to the protocol.
    expect((await balance(FEE_RECIPIENT)) - feesBefore).toBe(parseEther("0.005"));
    const meta = (await read(LL.abi, launchpad, "getTokenMetadata", [token])) as { name: string; creator: Address; website: string };
    expect(meta).toMatchObject({ name: "Purr", website: "https://purr.xyz" });
    expect(meta.creator).toBe(CREATOR);
    expect(await read(LL.abi, launchpad, "getTokenCount")).toBe(1n);
  });

  it("fills buys and sells exactly as estimated, with no approval to sell", async () => {
    const estimate = (await read(LL.abi, launchpad, "estimateBuy", [token, parseEther("10")])) as bigint;
    await send(BUYER, "buyTokens", [token], parseEther("10"));
    const held = (await read(TOKEN.abi, token, "balanceOf", [BUYER])) as bigint;
    expect(held).toBe(estimate);

    const half = held / 2n;
    const hypeEstimate = (await read(LL.abi, launchpad, "estimateSell", [token, half])) as bigint;
    const before = await balance(BUYER);
    const receipt = await send(BUYER, "sellTokens", [token, half]);
    expect((await balance(BUYER)) - before + gasCost(receipt)).toBe(hypeEstimate);
    expect(events(receipt)[0]).toMatchObject({ eventName: "TokensSold", args: { seller: BUYER, tokensIn: half, hypeOut: hypeEstimate } });
  });

  it("locks the creator's sells for one hour after creation", async () => {
    await expect(send(CREATOR, "sellTokens", [token, 1_000_000n])).rejects.toThrow(/reverted/);
    const receipt = await send(CREATOR, "sellTokens", [token, 1_000_000n], 0n, HOUR);
    expect(events(receipt)[0]?.eventName).toBe("TokensSold");
  });

  it("caps the buy that sells out the curve, refunds the rest and freezes the token", async () => {
    const before = await balance(WHALE);
    const receipt = await send(WHALE, "buyTokens", [token], parseEther("2000"));
    const [purchase, frozen] = events(receipt);
    const paid = (purchase?.args as unknown as { hypeIn: bigint }).hypeIn;
    expect(paid).toBeLessThan(parseEther("600"));
    expect(before - (await balance(WHALE)) - gasCost(receipt)).toBe(paid);
    expect(frozen?.eventName).toBe("TokenFrozen");
    const [, reserve] = (await read(LL.abi, launchpad, "getLiquidity", [token])) as [bigint, bigint];
    expect(SUPPLY - reserve).toBe(FOR_SALE);
    expect(((await read(LL.abi, launchpad, "getTokenFrozenStatus", [token])) as [Address, boolean])[1]).toBe(true);
    await expect(send(BUYER, "buyTokens", [token], parseEther("1"))).rejects.toThrow(/reverted/);
  });

  it("graduates to a HyperSwap V2 pair holding the migrated liquidity, with the LP burned", async () => {
    const creatorBefore = await balance(CREATOR);
    const receipt = await send(BUYER, "completeBonding", [token]);
    expect(events(receipt).map((event) => event.eventName)).toEqual(["BondFeeCollected", "TokenBonded"]);
    expect((await balance(CREATOR)) - creatorBefore).toBe(parseEther("5"));
    const pair = (await read(A.v2Factory.abi, hyperswap.v2Factory, "getPair", [token, WHYPE_ADDRESS])) as Address;
    const [r0, r1] = (await read(A.v2Pair.abi, pair, "getReserves")) as [bigint, bigint];
    const token0 = (await read(A.v2Pair.abi, pair, "token0")) as Address;
    const [tokenReserve, hypeReserve] = token0.toLowerCase() === token.toLowerCase() ? [r0, r1] : [r1, r0];
    expect(hypeReserve).toBeGreaterThan(parseEther("540"));
    // The pair opens at the curve's final price (within rounding).
    const [curveHype, curveTokens] = (await read(LL.abi, launchpad, "getLiquidity", [token])) as [bigint, bigint];
    const pairPrice = Number(hypeReserve) / Number(tokenReserve);
    expect(Math.abs(pairPrice / (Number(curveHype) / Number(curveTokens)) - 1)).toBeLessThan(1e-9);
    const lpSupply = (await read(A.v2Pair.abi, pair, "totalSupply")) as bigint;
    expect(await read(A.v2Pair.abi, pair, "balanceOf", [DEAD])).toBe(lpSupply - 1000n);
    expect(((await read(LL.abi, launchpad, "getTokenBondingStatus", [token])) as [Address, boolean])[1]).toBe(true);
    // Leftover curve tokens are burned, not kept by the launchpad.
    expect(await read(TOKEN.abi, token, "balanceOf", [launchpad])).toBe(0n);
  });
});
