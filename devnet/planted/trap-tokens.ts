import { type Address, getAddress, parseEther } from "viem";
import { DEAD_ADDRESS, WHYPE_ADDRESS } from "../../shared/addresses";
import { compileContracts } from "../contracts/compile";
import { HYPERSWAP_ARTIFACTS as A } from "../hyperswap/artifacts";
import type { HyperSwapDeployment } from "../hyperswap/deploy";
import { call, deploy, FAR_DEADLINE, MAX_UINT256 } from "../hyperswap/transactions";
import { v2PairOf } from "../simulator/dex-setup";
import { simAddress } from "../simulator/population";
import type { SimChain } from "../simulator/sim-chain";
import { PLANTED_MAX_TX_BPS, PLANTED_SELL_TAX_BPS, TRAP_TOKEN_SUPPLY, TRAP_TOKENS, type TrapKind } from "./cases";
import type { PlantedBlock } from "./planted-block";
import { tokenBalance } from "./token-balance";

const LIQUIDITY_HYPE = parseEther("50");
const BUYERS = 3;
/** Constructor arguments after name, symbol and supply. */
const EXTRA_ARGUMENTS: Partial<Record<TrapKind, bigint[]>> = {
  "sell-tax": [BigInt(PLANTED_SELL_TAX_BPS)],
  "max-transaction": [(TRAP_TOKEN_SUPPLY * BigInt(PLANTED_MAX_TX_BPS)) / 10_000n],
};
/** HYPE each buyer spends: the max-transaction token's buyers stay under its limit, as its early buyers would. */
const buyHype = (kind: TrapKind, buyer: number) => (kind === "max-transaction" ? (3 + 2 * buyer) / 10 : 2 + buyer);

/**
 * The six trap tokens, each deployed by its own scammer: all of the supply goes into a V2 pair against
 * WHYPE (LP tokens burned, so each token's one trap is what sets it apart), then three buyers buy, one of them
 * sells half where selling works, and the blacklisting owner blacklists a buyer. Four blocks.
 */
export async function plantTrapTokens(chain: SimChain, hyperswap: HyperSwapDeployment, block: PlantedBlock): Promise<Record<TrapKind, Address>> {
  const compiled = compileContracts();
  const scammers = TRAP_TOKENS.map((_, i) => simAddress("planted", "scammer", i));
  const buyers = Array.from({ length: BUYERS }, (_, i) => simAddress("planted", "trap-buyer", i));
  await chain.fund([...scammers, ...buyers], parseEther("1000"));

  const deployed = await block(
    TRAP_TOKENS.map((trap, i) => {
      const artifact = compiled[trap.contract];
      if (artifact === undefined) throw new Error(`contracts/${trap.contract}.sol did not compile`);
      const args = [trap.name, trap.symbol, TRAP_TOKEN_SUPPLY, ...(EXTRA_ARGUMENTS[trap.kind] ?? [])];
      return { from: scammers[i]!, ...deploy(artifact, args, 3_000_000n) };
    }),
  );
  const tokens = deployed.map((receipt) => getAddress(receipt.contractAddress!));
  const token = (kind: TrapKind) => tokens[TRAP_TOKENS.findIndex((trap) => trap.kind === kind)]!;
  const owner = (kind: TrapKind) => scammers[TRAP_TOKENS.findIndex((trap) => trap.kind === kind)]!;
  const trapAbi = (kind: TrapKind) => compiled[TRAP_TOKENS.find((trap) => trap.kind === kind)!.contract]!;

  await block(
    tokens.flatMap((address, i) => [
      { from: scammers[i]!, ...call(A.v2Pair, address, "approve", [hyperswap.v2Router, MAX_UINT256], 100_000n) },
      {
        from: scammers[i]!,
        ...call(
          A.v2Router,
          hyperswap.v2Router,
          "addLiquidityETH",
          [address, TRAP_TOKEN_SUPPLY, 0n, 0n, DEAD_ADDRESS, FAR_DEADLINE],
          4_000_000n,
          LIQUIDITY_HYPE,
        ),
      },
    ]),
  );

  const taxedPool = await v2PairOf(chain, hyperswap.v2Factory, token("sell-tax"));
  const buy = (buyer: Address, address: Address, hype: number) =>
    call(
      A.v2Router,
      hyperswap.v2Router,
      "swapExactETHForTokensSupportingFeeOnTransferTokens",
      [0n, [WHYPE_ADDRESS, address], buyer, FAR_DEADLINE],
      400_000n,
      parseEther(String(hype)),
    );
  await block([
    { from: owner("sell-tax"), ...call(trapAbi("sell-tax"), token("sell-tax"), "setPool", [taxedPool], 100_000n) },
    ...tokens.flatMap((address, t) => buyers.map((buyer, i) => ({ from: buyer, ...buy(buyer, address, buyHype(TRAP_TOKENS[t]!.kind, i)) }))),
  ]);

  // The first buyer sells half of each bag that can be sold; the blacklist then catches the second buyer.
  const seller = buyers[0]!;
  const sellable: TrapKind[] = ["sell-tax", "mintable", "blacklist", "pausable", "max-transaction"];
  const balances = await Promise.all(sellable.map((kind) => tokenBalance(chain, token(kind), seller)));
  await block([
    ...sellable.flatMap((kind, i) => [
      { from: seller, ...call(A.v2Pair, token(kind), "approve", [hyperswap.v2Router, MAX_UINT256], 100_000n) },
      {
        from: seller,
        ...call(
          A.v2Router,
          hyperswap.v2Router,
          "swapExactTokensForETHSupportingFeeOnTransferTokens",
          [balances[i]! / 2n, 0n, [token(kind), WHYPE_ADDRESS], seller, FAR_DEADLINE],
          400_000n,
        ),
      },
    ]),
    { from: owner("blacklist"), ...call(trapAbi("blacklist"), token("blacklist"), "setBlacklisted", [buyers[1]!, true], 100_000n) },
  ]);
  return Object.fromEntries(TRAP_TOKENS.map((trap) => [trap.kind, token(trap.kind)])) as Record<TrapKind, Address>;
}
