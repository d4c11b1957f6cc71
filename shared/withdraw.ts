import { type Address, encodeFunctionData, type Hex, isAddress, parseAbi, serializeTransaction } from "viem";
import type { WithdrawPlan } from "./schemas/withdraw";

// A withdrawal's transfer, the same on both sides: the browser builds and signs it from what the user chose,
// the server estimates its gas and checks the balance from the same fields.

export const tokenTransferAbi = parseAbi(["function transfer(address to, uint256 amount) returns (bool)"]);

/** The call that moves `amount` (base units) of HYPE (token null) or of a token to `to`. */
export function withdrawCall(token: Address | null, to: Address, amount: bigint): { to: Address; value: bigint; data: Hex } {
  if (token === null) return { to, value: amount, data: "0x" };
  return { to: token, value: 0n, data: encodeFunctionData({ abi: tokenTransferAbi, functionName: "transfer", args: [to, amount] }) };
}

const ADDRESS_SHAPE = /^0x[0-9a-fA-F]{40}$/;
const ZERO_ADDRESS = /^0x0{40}$/;

/** Why the text is not an address to send to (shape, EIP-55 checksum, the zero address), or null when it is. */
export function recipientProblem(text: string): string | null {
  if (!ADDRESS_SHAPE.test(text)) return "Invalid recipient: an address is 0x followed by 40 hexadecimal characters";
  if (!isAddress(text, { strict: true })) return "Invalid recipient: the address's checksum does not match. Check it for a typo";
  if (ZERO_ADDRESS.test(text)) return "Invalid recipient: what is sent to the zero address is lost";
  return null;
}

/** The unsigned EIP-1559 transfer of a checked withdrawal, serialized as the wallet provider signs it. */
export function unsignedWithdrawal(plan: Pick<WithdrawPlan, "asset" | "to" | "amount" | "transaction">): Hex {
  const { chainId, nonce, gas, maxFeePerGas, maxPriorityFeePerGas } = plan.transaction;
  const call = withdrawCall(plan.asset.tokenAddress as Address | null, plan.to as Address, BigInt(plan.amount));
  return serializeTransaction({
    type: "eip1559",
    chainId,
    nonce,
    ...call,
    gas: BigInt(gas),
    maxFeePerGas: BigInt(maxFeePerGas),
    maxPriorityFeePerGas: BigInt(maxPriorityFeePerGas),
  });
}
