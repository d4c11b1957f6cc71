import type { Anvil } from "../../devnet/anvil";
import { startAnvil } from "../../devnet/anvil";
import type { DevnetContracts } from "../../shared/chains";
import { type CappedRpc, startCappedRpc } from "./capped-rpc";
import { marketOn } from "./market-chain";

/**
 * A devnet that was stopped and started again from its saved state, as `npm start` resumes one; and
 * the same node behind a proxy that refuses eth_getLogs answers of more than CAPPED_LOGS logs.
 */
export type ResumedDevnet = { rpcUrl: string; cappedRpcUrl: string; contracts: DevnetContracts };

/** Small enough that the resumed market's busier ranges are refused. */
export const CAPPED_LOGS = 60;

/**
 * Writes a short simulated market, stops anvil (it saves the chain) and starts it again from that state.
 * A resumed anvil has the blocks and logs but no historical state: an eth_call at an old block fails, as
 * on any node that is not an archive node (HyperEVM's public RPC among them).
 */
export async function resumedDevnet(anvils: Anvil[], dirs: string[], proxies: CappedRpc[]): Promise<ResumedDevnet> {
  const { hyperswap, launchpad } = await marketOn("resumed", anvils, dirs, 2);
  const first = anvils.pop()!;
  await first.process.stop();
  const dir = dirs.at(-1)!;
  const anvil = await startAnvil({ port: Number(new URL(first.rpcUrl).port), dataDir: dir, logDir: dir, env: process.env });
  anvils.push(anvil);
  const capped = await startCappedRpc(anvil.rpcUrl, CAPPED_LOGS);
  proxies.push(capped);
  return { rpcUrl: anvil.rpcUrl, cappedRpcUrl: capped.url, contracts: { launchpad, ...hyperswap } };
}
