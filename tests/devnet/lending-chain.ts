import { type Abi, type Address, parseEther, parseUnits } from "viem";
import type { TestProject } from "vitest/node";
import { DEPLOYER } from "../../devnet/deployer";
import { HYPERSWAP_ARTIFACTS as H } from "../../devnet/hyperswap/artifacts";
import { deployHyperSwap } from "../../devnet/hyperswap/deploy";
import { HYPE_USD_PRICE } from "../../devnet/hyperswap/reference-prices";
import { call } from "../../devnet/hyperswap/transactions";
import { approve, lendingCalls } from "../../devnet/lending/calls";
import { deployLending } from "../../devnet/lending/deploy";
import type { LendingDevnet } from "../../devnet/lending/manifest";
import type { SimTransaction } from "../../devnet/simulator/sim-chain";
import { installWhype } from "../../devnet/whype";
import type { DevnetContracts } from "../../shared/chains";
import { startScratchChain } from "./scratch-chain";

/**
 * What HyperLend's worker tests get: a chain of their own with Aave v3 deployed as `npm start` deploys it, and a
 * book of positions opened on it. Borrowers pledge 100 HYPE each and borrow USDT0 at `ltv` of it (at the feed's
 * price); the `victims` borrow at 60 %, which a drop of HYPE to $32 puts between health factor 0.95 and 1.
 */
export type LendingTestDevnet = {
  rpcUrl: string;
  contracts: DevnetContracts;
  lending: LendingDevnet;
  /** Unix time of the setup's last block; tests mine after it. */
  minedAt: number;
  hypeUsd: number;
  borrowers: { address: Address; ltv: number }[];
  /** A USDC supplier borrowing HYPE: debt that rises with HYPE's price. */
  hypeBorrower: Address;
  victims: Address[];
  /** Holds USDT0 and has approved the pool. */
  liquidator: Address;
};

declare module "vitest" {
  export interface ProvidedContext {
    lendingDevnet: LendingTestDevnet;
  }
}

const ERC20 = H.weth9 as { abi: Abi };
const account = (seed: number) => `0x${seed.toString(16).padStart(40, "0")}` as Address;
const LTVS = [0.3, 0.5, 0.62, 0.64];

/** vitest globalSetup of the worker tests: anvil, HyperSwap and HyperLend, and positions opened in the last hour. */
export default async function setup(project: TestProject) {
  const { rpcUrl, chain, clock, stop } = await startScratchChain("lending-devnet");
  await installWhype(rpcUrl);
  const hyperswap = await deployHyperSwap(chain, DEPLOYER, () => clock.advance(2));
  const { contracts: lending, devnet } = await deployLending(chain, { deployer: DEPLOYER, hyperswap, blockTime: () => clock.advance(2) });
  const usdt0 = hyperswap.stablecoins.find((coin) => coin.symbol === "USDT0")!.address as Address;
  const usdc = hyperswap.stablecoins.find((coin) => coin.symbol === "USDC")!.address as Address;
  const calls = lendingCalls(lending.pool as Address, lending.wrappedTokenGateway as Address);
  const run = async (from: Address, transactions: Omit<SimTransaction, "from">[]) => {
    const hashes = await chain.sendInOrder(transactions.map((tx) => ({ ...tx, from })));
    await chain.mineAt(clock.advance(12));
    await chain.receipts(hashes);
  };

  const [lender, hypeLender, hypeBorrower, liquidator] = [account(0x1e0), account(0x1e1), account(0x1e2), account(0x1d0)];
  const borrowers = LTVS.map((ltv, index) => ({ address: account(0xb00 + index), ltv }));
  const victims = [account(0xf00), account(0xf01)];
  await chain.fund(
    [lender, hypeLender, hypeBorrower, liquidator, ...borrowers.map((b) => b.address), ...victims, devnet.admin as Address],
    parseEther("10000"),
  );
  const give = (token: Address, to: Address, amount: bigint) => call(ERC20, token, "transfer", [to, amount], 200_000n);
  await run(DEPLOYER, [
    give(usdt0, lender, parseUnits("1000000", 6)),
    give(usdt0, liquidator, parseUnits("200000", 6)),
    give(usdc, hypeBorrower, parseUnits("50000", 6)),
  ]);
  await run(lender, [calls.approvePool(usdt0), calls.supply(usdt0, parseUnits("1000000", 6), lender)]);
  await run(hypeLender, [calls.supplyHype(hypeLender, parseEther("2000"))]);
  await run(hypeBorrower, [calls.approvePool(usdc), calls.supply(usdc, parseUnits("50000", 6), hypeBorrower)]);
  await run(hypeBorrower, [calls.borrow(lending.reserves[0]!.underlying as Address, parseEther("300"), hypeBorrower)]);
  for (const { address, ltv } of [...borrowers, ...victims.map((address) => ({ address, ltv: 0.6 }))]) {
    await run(address, [calls.supplyHype(address, parseEther("100"))]);
    await run(address, [calls.borrow(usdt0, parseUnits(String(Math.floor(100 * HYPE_USD_PRICE * ltv)), 6), address)]);
  }
  await run(liquidator, [approve(usdt0, lending.pool as Address)]);

  project.provide("lendingDevnet", {
    rpcUrl: rpcUrl,
    contracts: { ...hyperswap, lending },
    lending: devnet,
    minedAt: clock.now,
    hypeUsd: HYPE_USD_PRICE,
    borrowers,
    hypeBorrower,
    victims,
    liquidator,
  });
  return async () => {
    await stop();
  };
}
