import { type Address, concat, encodeDeployData, getContractAddress, type Hex, keccak256, toHex } from "viem";
import { compileContracts } from "../contracts/compile";

// The trade guard (contracts/TradeGuard.sol) is deployed through the standard deterministic deployer
// (Arachnid's CREATE2 proxy, on anvil from genesis and on most EVM chains): its address follows from the
// compiled code and the launchpad it trades on alone, so it is known, and checkable, before anyone deploys it.

export const DETERMINISTIC_DEPLOYER: Address = "0x4e59b44847b379578588920cA78FbF26c0B4956C";
export const TRADE_GUARD_SALT: Hex = keccak256(toHex("lqscan TradeGuard v1"));

/** The guard's creation code for one launchpad (bytecode and constructor argument). */
export function tradeGuardInitCode(launchpad: Address): Hex {
  const { TradeGuard } = compileContracts();
  if (TradeGuard === undefined) throw new Error("contracts/TradeGuard.sol did not compile");
  return encodeDeployData({ abi: TradeGuard.abi, bytecode: TradeGuard.bytecode, args: [launchpad] });
}

/** Where the deterministic deployer puts the guard of this launchpad. */
export const tradeGuardAddress = (launchpad: Address): Address =>
  getContractAddress({ opcode: "CREATE2", from: DETERMINISTIC_DEPLOYER, salt: TRADE_GUARD_SALT, bytecode: tradeGuardInitCode(launchpad) });

/** The deterministic deployer's calldata: the salt, then the creation code. */
export const tradeGuardDeployment = (launchpad: Address): { to: Address; data: Hex } => ({
  to: DETERMINISTIC_DEPLOYER,
  data: concat([TRADE_GUARD_SALT, tradeGuardInitCode(launchpad)]),
});
