// Opens HyperLend positions on the running stack's devnet for the tracker's end-to-end test: a lender of USDT0,
// borrowers against HYPE at several loan-to-values (two of them under a health factor of 1.1), and one
// liquidation after the oracle's HYPE price drops and comes back. The USDT0 comes from the issuer's stock, not a
// mint: the stable-peg page counts every mint in its 24-hour supply change.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type Address, encodeFunctionData, parseAbi, parseEther, parseUnits } from "viem";
import { DEPLOYER } from "../../devnet/deployer";
import { lendingCalls } from "../../devnet/lending/calls";
import { usd8 } from "../../devnet/lending/parameters";
import { devnetManifestSchema } from "../../devnet/manifest";
import { simChain } from "../../devnet/simulator/sim-chain";
import { WHYPE_ADDRESS } from "../../shared/addresses";
import { DEVNET_RPC_URL } from "./chromium";

const tokenAbi = parseAbi(["function transfer(address to, uint256 amount) returns (bool)", "function setPrice(int256 answer)"]);
/** Accounts of this run: a random prefix, so runs against one stack never share a position. */
const RUN = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("hex");
const account = (seed: number) => `0x${RUN}${seed.toString(16).padStart(8, "0")}` as Address;

export type LendingBook = { borrowers: { address: Address; ltv: number }[]; liquidated: Address; hypeUsd: number };

/** Supplies, borrows at `ltvs` of each borrower's 100 HYPE, and liquidates one more borrower during a drop to $30. */
export async function openLendingBook(ltvs: readonly number[]): Promise<LendingBook> {
  const stateDir = process.env.STACK_STATE_DIR ?? join(process.cwd(), ".state");
  const manifest = devnetManifestSchema.parse(JSON.parse(readFileSync(join(stateDir, "devnet", "manifest.json"), "utf8")));
  const lending = manifest.contracts.lending!;
  const admin = manifest.lending!.admin as Address;
  const feed = manifest.lending!.feeds.WHYPE as Address;
  const chain = simChain(DEVNET_RPC_URL);
  const calls = lendingCalls(lending.pool as Address, lending.wrappedTokenGateway as Address);
  const usdt0 = lending.reserves.find((reserve) => reserve.symbol === "USDT0")!.underlying as Address;
  const hypeUsd = 38;
  const run = async (from: Address, transactions: { to: Address; data: `0x${string}`; gas: bigint; value?: bigint }[]) => {
    const hashes = await chain.sendInOrder(transactions.map((tx) => ({ ...tx, from })));
    await chain.call("evm_mine", []);
    await chain.receipts(hashes);
  };
  const lender = account(0);
  const borrowers = ltvs.map((ltv, index) => ({ address: account(index + 1), ltv }));
  const liquidated = account(ltvs.length + 1);
  const liquidator = account(ltvs.length + 2);
  await chain.impersonateEveryone();
  await chain.fund([lender, liquidator, liquidated, ...borrowers.map((b) => b.address), admin], parseEther("10000"));
  const give = (to: Address, amount: bigint) => ({
    to: usdt0,
    data: encodeFunctionData({ abi: tokenAbi, functionName: "transfer", args: [to, amount] }),
    gas: 200_000n,
  });
  await run(DEPLOYER, [give(lender, parseUnits("1000000", 6)), give(liquidator, parseUnits("100000", 6))]);
  await run(lender, [calls.approvePool(usdt0), calls.supply(usdt0, parseUnits("1000000", 6), lender)]);
  for (const { address, ltv } of [...borrowers, { address: liquidated, ltv: 0.6 }]) {
    await run(address, [calls.supplyHype(address, parseEther("100"))]);
    await run(address, [calls.borrow(usdt0, parseUnits(String(Math.floor(100 * hypeUsd * ltv)), 6), address)]);
  }
  const setPrice = (usd: number) => ({ to: feed, data: encodeFunctionData({ abi: tokenAbi, functionName: "setPrice", args: [usd8(usd)] }), gas: 200_000n });
  // At $30 the 60 % loan's health factor is 0.92: below 0.95, the whole debt can be repaid in one call.
  await run(admin, [setPrice(30)]);
  await run(liquidator, [calls.approvePool(usdt0), calls.liquidate(WHYPE_ADDRESS as Address, usdt0, liquidated)]);
  await run(admin, [setPrice(hypeUsd)]);
  return { borrowers, liquidated, hypeUsd };
}
