import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { z } from "zod";
import { devnetContractsSchema } from "../shared/chains";
import { lendingDevnetSchema } from "./lending/manifest";
import { nftDeploymentSchema } from "./nft/collections";
import { plantedCasesSchema } from "./planted/cases";
import { establishedTokenSchema } from "./simulator/dex-setup";

/** What the devnet deployed and where, for the app, tests and tools that talk to it. */
export const devnetManifestSchema = z.object({
  chainId: z.number().int(),
  rpcUrl: z.url(),
  contracts: devnetContractsSchema,
  deployedAt: z.iso.datetime(),
  /** The simulated market written into history, which goes on live after a restart too. */
  market: z.object({ seed: z.string(), established: z.array(establishedTokenSchema) }).optional(),
  /** What the devnet planted for the tools to find (devnet/planted/cases.ts). */
  planted: plantedCasesSchema.optional(),
  /** The NFT collections and marketplace (devnet/nft), traded by the simulator. */
  nft: nftDeploymentSchema.optional(),
  /** The lending pool's price feeds and UBTC's reference pair (devnet/lending). */
  lending: lendingDevnetSchema.optional(),
});

export type DevnetManifest = z.infer<typeof devnetManifestSchema>;

export function writeManifest(path: string, manifest: DevnetManifest): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(devnetManifestSchema.parse(manifest), null, 2)}\n`);
}

export function readManifest(path: string): DevnetManifest {
  return devnetManifestSchema.parse(JSON.parse(readFileSync(path, "utf8")));
}
