import { type Address, createTestClient, http, parseEther } from "viem";
import { FAUCET_AMOUNT_HYPE } from "../../shared/schemas/wallet";
import { chainConfigFor } from "./chain-config";

/**
 * The devnet's faucet: anvil's anvil_setBalance raises the address's HYPE by the faucet's amount.
 * Only the devnet has it; a real chain never reaches this.
 */
export async function fundFromFaucet(env: Env, address: string, balance: bigint): Promise<bigint> {
  const client = createTestClient({ mode: "anvil", transport: http(chainConfigFor(env).rpcUrl, { retryCount: 1 }) });
  const funded = balance + parseEther(FAUCET_AMOUNT_HYPE);
  await client.setBalance({ address: address as Address, value: funded });
  return funded;
}
