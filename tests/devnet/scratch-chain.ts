import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import getPort from "get-port";
import { startAnvil } from "../../devnet/anvil";
import { BlockClock } from "../../devnet/block-clock";
import { precompileContracts } from "../../devnet/contracts/compile";
import { simChain } from "../../devnet/simulator/sim-chain";

/**
 * A throwaway anvil for a worker tests' global setup: genesis an hour back (so deploys land in the past), the
 * contracts compiled meanwhile, every sender impersonated. `stop` ends it and removes its folder.
 */
export async function startScratchChain(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  const clock = new BlockClock(Math.floor(Date.now() / 1000) - 3600);
  const [anvil] = await Promise.all([
    startAnvil({ port: await getPort(), dataDir: dir, logDir: dir, env: process.env, historyFrom: clock.now }),
    precompileContracts(),
  ]);
  const chain = simChain(anvil.rpcUrl);
  await chain.impersonateEveryone();
  const stop = async () => {
    await anvil.process.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { rpcUrl: anvil.rpcUrl, chain, clock, stop };
}
