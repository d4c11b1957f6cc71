import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import {
  type Abi,
  type AbiEvent,
  type Address,
  decodeEventLog,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  type Hex,
  parseAbiItem,
  parseEther,
  toEventSelector,
} from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Anvil, startAnvil } from "../../devnet/anvil";
import { BlockClock } from "../../devnet/block-clock";
import { type CompiledContract, compileContracts } from "../../devnet/contracts/compile";
import { HYPERSWAP_ARTIFACTS as A } from "../../devnet/hyperswap/artifacts";
import { deployHyperSwap, type HyperSwapDeployment } from "../../devnet/hyperswap/deploy";
import { deployLaunchpad } from "../../devnet/launchpad/deploy";
import { type SimChain, type SimReceipt, simChain } from "../../devnet/simulator/sim-chain";
import { installWhype } from "../../devnet/whype";
import { WHYPE_ADDRESS } from "../../shared/addresses";

// The signatures an indexer of mainnet decodes, with their indexed parameters (sources beside each event in
// contracts/LiquidLaunch.sol and in the team's HYPEREVM.md).
const MAINNET_EVENTS = [
  "event TokenCreated(address indexed token, address indexed creator, string name, string symbol, string image_uri, string description, string website, string twitter, string telegram, string discord, uint256 creationTimestamp, uint256 startingLiquidity, uint256 currentHypeReserves, uint256 currentTokenReserves, uint256 totalSupply, uint256 currentPrice, uint256 initialPurchaseAmount)",
  "event TokensPurchased(address indexed token, address indexed buyer, uint256 hypeIn, uint256 tokensOut, uint256 price, uint256 timestamp, uint256 hypeReserves, uint256 tokenReserves, uint256 totalSupply, string name, string symbol)",
  "event TokensSold(address indexed token, address indexed seller, uint256 tokensIn, uint256 hypeOut, uint256 price, uint256 timestamp, uint256 hypeReserves, uint256 tokenReserves, uint256 totalSupply, string name, string symbol)",
  "event TokenFrozen(address indexed token)",
  "event TokenBonded(address indexed token)",
  "event BondFeeCollected(address indexed token, address indexed recipient, uint256 feeAmount, uint256 timestamp)",
];

const addr = (n: number) => getAddress(`0x${n.toString(16).padStart(40, "0")}`);
const DEPLOYER = addr(0xd3b10);
const FEE_RECIPIENT = addr(0xfee);
const CREATOR = addr(0xc0ffee);
const RUGGER = addr(0x2a6);
const BUYER = addr(0xb0b);
const WHALE = addr(0x3a1e);
const DEAD = "0x000000000000000000000000000000000000dEaD";
const HOUR = 3600;
const SUPPLY = 10n ** 15n;
const FOR_SALE = 649_300_000n * 10n ** 6n;
const VIRTUAL_HYPE = parseEther("300");
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

type Purchase = { buyer: Address; hypeIn: bigint; tokensOut: bigint; price: bigint; hypeReserves: bigint; tokenReserves: bigint };
type Metadata = {
  name: string;
  website: string;
  creator: Address;
  startingLiquidity: bigint;
  currentHypeReserves: bigint;
  currentTokenReserves: bigint;
  totalSupply: bigint;
  currentPrice: bigint;
  dexIndex: number;
};

describe("LiquidLaunch-compatible launchpad", () => {
  let anvil: Anvil;
  let chain: SimChain;
  let dir: string;
  let hyperswap: HyperSwapDeployment;
  let launchpad: Address;
  let token: Address;
  let LL: CompiledContract;
  let TOKEN: CompiledContract;
  const clock = new BlockClock(Math.floor(Date.now() / 1000) - 2 * 86_400);

  async function read<T>(abi: Abi, to: Address, functionName: string, args: readonly unknown[] = []): Promise<T> {
    const data = await chain.call("eth_call", [{ to, data: encodeFunctionData({ abi, functionName, args }) }, "latest"]);
    return decodeFunctionResult({ abi, functionName, data: data as Hex }) as T;
  }
  const balance = async (who: Address) => BigInt((await chain.call("eth_getBalance", [who, "latest"])) as Hex);
  const gasCost = (receipt: SimReceipt) => BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice);
  const liquidity = (of: Address) => read<[bigint, bigint]>(LL.abi, launchpad, "getLiquidity", [of]);

  /** Sends one launchpad call from `from` in its own block `advance` seconds later; returns its receipt. */
  async function send(from: Address, functionName: string, args: readonly unknown[], value = 0n, advance = 2) {
    const [hash] = await chain.send([{ from, to: launchpad, value, gas: 8_000_000n, data: encodeFunctionData({ abi: LL.abi, functionName, args }) }]);
    await chain.mineAt(clock.advance(advance));
    return (await chain.receipts([hash!]))[0]!;
  }
  const events = (receipt: SimReceipt) =>
    receipt.logs
      .filter((log) => log.address.toLowerCase() === launchpad.toLowerCase())
      .map((log) => decodeEventLog({ abi: LL.abi, data: log.data, topics: log.topics }));
  const create = async (creator: Address, symbol: string, firstBuy: bigint) => {
    const receipt = await send(creator, "createToken", [symbol, symbol, `/images/${symbol}.svg`, "", "", "", "", "", 0], firstBuy);
    return (events(receipt)[0]!.args as unknown as { token: Address }).token;
  };

  beforeAll(async () => {
    const compiled = compileContracts();
    LL = compiled.LiquidLaunch!;
    TOKEN = compiled.LaunchToken!;
    dir = mkdtempSync(join(tmpdir(), "launchpad-"));
    anvil = await startAnvil({ port: await getPort(), dataDir: dir, logDir: dir, env: process.env, historyFrom: clock.now });
    chain = simChain(anvil.rpcUrl);
    await chain.impersonateEveryone();
    await installWhype(anvil.rpcUrl);
    hyperswap = await deployHyperSwap(chain, DEPLOYER, () => clock.advance(2));
    launchpad = await deployLaunchpad(chain, {
      deployer: DEPLOYER,
      v2Router: hyperswap.v2Router,
      feeRecipient: FEE_RECIPIENT,
      blockTime: clock.advance(2),
    });
    await chain.fund([CREATOR, RUGGER, BUYER, WHALE], parseEther("10000"));
  }, 60_000);

  afterAll(async () => {
    await anvil.process.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("declares the mainnet events: same topic0 and the same indexed parameters", () => {
    const compiled = LL.abi.filter((item): item is AbiEvent => item.type === "event");
    for (const signature of MAINNET_EVENTS) {
      const expected = parseAbiItem(signature) as AbiEvent;
      const event = compiled.find((item) => toEventSelector(item) === toEventSelector(expected));
      expect(event, signature).toBeDefined();
      const shape = (inputs: AbiEvent["inputs"]) => inputs.map((input) => [input.type, input.indexed === true]);
      expect(shape(event!.inputs)).toEqual(shape(expected.inputs));
    }
  });

  it("creates a token at 300/1e9 HYPE per token and fills the creator's first buy at the curve's exact price", async () => {
    const feesBefore = await balance(FEE_RECIPIENT);
    const receipt = await send(
      CREATOR,
      "createToken",
      ["Purr", "PURR", "/images/purr.svg", "cat", "https://purr.xyz", "@purr", "t.me/purr", "", 0],
      parseEther("1"),
    );
    const [created, purchased] = events(receipt);
    expect(created).toMatchObject({
      eventName: "TokenCreated",
      args: {
        creator: CREATOR,
        name: "Purr",
        symbol: "PURR",
        startingLiquidity: VIRTUAL_HYPE,
        currentHypeReserves: VIRTUAL_HYPE,
        currentTokenReserves: SUPPLY,
        totalSupply: SUPPLY,
        initialPurchaseAmount: parseEther("1"),
      },
    });
    // 300 HYPE over 1e9 tokens: 3e-7 HYPE, i.e. 3e11 wei per whole token.
    expect((created!.args as unknown as { currentPrice: bigint }).currentPrice).toBe(300_000_000_000n);
    token = (created!.args as unknown as { token: Address }).token;

    const net = parseEther("0.99");
    const expectedOut = SUPPLY - ceilDiv(VIRTUAL_HYPE * SUPPLY, VIRTUAL_HYPE + net);
    expect(purchased?.eventName).toBe("TokensPurchased");
    expect(purchased?.args).toMatchObject({
      buyer: CREATOR,
      hypeIn: parseEther("1"),
      tokensOut: expectedOut,
      hypeReserves: VIRTUAL_HYPE + net,
      tokenReserves: SUPPLY - expectedOut,
      price: ((VIRTUAL_HYPE + net) * 10n ** 6n) / (SUPPLY - expectedOut),
    } satisfies Partial<Purchase>);
    expect(await read(TOKEN.abi, token, "balanceOf", [CREATOR])).toBe(expectedOut);
    expect(await liquidity(token)).toEqual([VIRTUAL_HYPE + net, SUPPLY - expectedOut]);
    // The 1% fee is 0.01 HYPE, half of it to the protocol.
    expect((await balance(FEE_RECIPIENT)) - feesBefore).toBe(parseEther("0.005"));
  });

  it("answers the token's metadata in mainnet's layout, one token at a time or a page at a time", async () => {
    const meta = await read<Metadata>(LL.abi, launchpad, "getTokenMetadata", [token]);
    const [hypeReserve, tokenReserve] = await liquidity(token);
    expect(meta).toMatchObject({
      name: "Purr",
      website: "https://purr.xyz",
      creator: CREATOR,
      startingLiquidity: VIRTUAL_HYPE,
      currentHypeReserves: hypeReserve,
      currentTokenReserves: tokenReserve,
      totalSupply: SUPPLY,
      currentPrice: (hypeReserve * 10n ** 6n) / tokenReserve,
      dexIndex: 0,
    });
    expect(await read(LL.abi, launchpad, "getTokenCreator", [token])).toBe(CREATOR);
    expect(await read(LL.abi, launchpad, "getTokenCount")).toBe(1n);
    const [page, metas] = await read<[Address[], Metadata[]]>(LL.abi, launchpad, "getPaginatedTokensWithMetadata", [0n, 10n]);
    expect(page).toEqual([token]);
    expect(metas[0]).toEqual(meta);
    expect(await read(LL.abi, launchpad, "getPaginatedTokensWithMetadata", [1n, 10n])).toEqual([[], []]);
  });

  it("fills buys and sells exactly as estimated, with no approval to sell, and splits each 1% fee between creator and protocol", async () => {
    const estimate = await read<bigint>(LL.abi, launchpad, "estimateBuy", [token, parseEther("10")]);
    const [creatorBefore, protocolBefore] = [await balance(CREATOR), await balance(FEE_RECIPIENT)];
    await send(BUYER, "buyTokens", [token], parseEther("10"));
    const held = await read<bigint>(TOKEN.abi, token, "balanceOf", [BUYER]);
    expect(held).toBe(estimate);
    expect((await balance(CREATOR)) - creatorBefore).toBe(parseEther("0.05"));
    expect((await balance(FEE_RECIPIENT)) - protocolBefore).toBe(parseEther("0.05"));

    const half = held / 2n;
    const hypeEstimate = await read<bigint>(LL.abi, launchpad, "estimateSell", [token, half]);
    const [hypeBefore, tokensBefore] = await liquidity(token);
    const gross = hypeBefore - ceilDiv(hypeBefore * tokensBefore, tokensBefore + half);
    expect(hypeEstimate).toBe(gross - gross / 100n);
    const before = await balance(BUYER);
    const receipt = await send(BUYER, "sellTokens", [token, half]);
    expect((await balance(BUYER)) - before + gasCost(receipt)).toBe(hypeEstimate);
    expect(events(receipt)[0]).toMatchObject({
      eventName: "TokensSold",
      args: { seller: BUYER, tokensIn: half, hypeOut: hypeEstimate, hypeReserves: hypeBefore - gross, tokenReserves: tokensBefore + half },
    });
    expect(await read(LL.abi, launchpad, "estimateSell", [token, 0n])).toBe(0n);
  });

  it("locks the creator's sells for one hour after creation", async () => {
    await expect(send(CREATOR, "sellTokens", [token, 1_000_000n])).rejects.toThrow(/reverted/);
    const receipt = await send(CREATOR, "sellTokens", [token, 1_000_000n], 0n, HOUR);
    expect(events(receipt)[0]?.eventName).toBe("TokensSold");
  });

  it("lets a lone creator sell everything back: the curve returns to its start holding no HYPE it owes", async () => {
    const rug = await create(RUGGER, "RUG", parseEther("25"));
    const held = await read<bigint>(TOKEN.abi, rug, "balanceOf", [RUGGER]);
    const receipt = await send(RUGGER, "sellTokens", [rug, held], 0n, HOUR);
    expect(events(receipt)[0]?.eventName).toBe("TokensSold");
    const [hypeReserve, tokenReserve] = await liquidity(rug);
    expect(tokenReserve).toBe(SUPPLY);
    // Rounding favours the curve, so at most dust stays behind and the launchpad can always pay out.
    expect(hypeReserve - VIRTUAL_HYPE).toBeGreaterThanOrEqual(0n);
    expect(hypeReserve - VIRTUAL_HYPE).toBeLessThan(10n ** 9n);
    expect(await balance(launchpad)).toBeGreaterThanOrEqual(hypeReserve - VIRTUAL_HYPE);
    await expect(send(BUYER, "completeBonding", [rug])).rejects.toThrow(/reverted/);
  });

  it("caps the buy that sells out the curve, refunds the rest and freezes the token", async () => {
    const estimate = await read<bigint>(LL.abi, launchpad, "estimateBuy", [token, parseEther("2000")]);
    const [, reserveBefore] = await liquidity(token);
    expect(estimate).toBe(FOR_SALE - (SUPPLY - reserveBefore));
    const before = await balance(WHALE);
    const receipt = await send(WHALE, "buyTokens", [token], parseEther("2000"));
    const [purchase, frozen] = events(receipt);
    const { hypeIn, tokensOut } = purchase!.args as unknown as Purchase;
    expect(tokensOut).toBe(estimate);
    expect(hypeIn).toBeLessThan(parseEther("600"));
    expect(before - (await balance(WHALE)) - gasCost(receipt)).toBe(hypeIn);
    expect(frozen).toMatchObject({ eventName: "TokenFrozen", args: { token } });
    const [, reserve] = await liquidity(token);
    expect(SUPPLY - reserve).toBe(FOR_SALE);
    expect(await read(LL.abi, launchpad, "getTokenFrozenStatus", [token])).toEqual([token, true, BigInt(clock.now)]);
    await expect(send(BUYER, "buyTokens", [token], parseEther("1"))).rejects.toThrow(/reverted/);
    await expect(send(WHALE, "sellTokens", [token, 1_000_000n])).rejects.toThrow(/reverted/);
  });

  it("graduates to a HyperSwap V2 pair holding the curve's HYPE less the 20 HYPE bonding fee, with the LP burned", async () => {
    const [curveHype, curveTokens] = await liquidity(token);
    const hypeForPool = curveHype - VIRTUAL_HYPE - parseEther("20");
    const tokensForPool = (hypeForPool * curveTokens) / curveHype;
    const [creatorBefore, protocolBefore] = [await balance(CREATOR), await balance(FEE_RECIPIENT)];

    const receipt = await send(BUYER, "completeBonding", [token]);
    expect(events(receipt)).toEqual([
      { eventName: "BondFeeCollected", args: { token, recipient: FEE_RECIPIENT, feeAmount: parseEther("15"), timestamp: BigInt(clock.now) } },
      { eventName: "BondFeeCollected", args: { token, recipient: CREATOR, feeAmount: parseEther("5"), timestamp: BigInt(clock.now) } },
      { eventName: "TokenBonded", args: { token } },
    ]);
    expect((await balance(CREATOR)) - creatorBefore).toBe(parseEther("5"));
    expect((await balance(FEE_RECIPIENT)) - protocolBefore).toBe(parseEther("15"));

    const pair = await read<Address>(A.v2Factory.abi, hyperswap.v2Factory, "getPair", [token, WHYPE_ADDRESS]);
    const [r0, r1] = await read<[bigint, bigint]>(A.v2Pair.abi, pair, "getReserves");
    const token0 = await read<Address>(A.v2Pair.abi, pair, "token0");
    expect(token0.toLowerCase() === token.toLowerCase() ? [r0, r1] : [r1, r0]).toEqual([tokensForPool, hypeForPool]);
    const lpSupply = await read<bigint>(A.v2Pair.abi, pair, "totalSupply");
    expect(await read(A.v2Pair.abi, pair, "balanceOf", [DEAD])).toBe(lpSupply - 1000n);
    expect(await read(LL.abi, launchpad, "getTokenBondingStatus", [token])).toEqual([token, true, BigInt(clock.now)]);
    // Tokens the pool did not take are burned, not kept by the launchpad.
    expect(await read(TOKEN.abi, token, "balanceOf", [launchpad])).toBe(0n);
    expect(await read(TOKEN.abi, token, "totalSupply")).toBe(FOR_SALE + tokensForPool);
    await expect(send(BUYER, "completeBonding", [token])).rejects.toThrow(/reverted/);
  });
});
