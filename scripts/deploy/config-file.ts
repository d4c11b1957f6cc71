import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot, stateDirFromEnv } from "../lib/environment";
import { type ProductionIds, productionConfig, readWranglerToml, type WranglerToml } from "./production-config";

/** Where a deploy keeps what it writes: the generated config and the production vars (no secret). */
export const deployDir = () => join(stateDirFromEnv(), "deploy");

export function readRepoWranglerToml(): WranglerToml {
  return readWranglerToml(readFileSync(join(repoRoot, "wrangler.toml"), "utf8"));
}

/** Writes the production config for these ids and returns its path. */
export function writeProductionConfig(toml: WranglerToml, ids: ProductionIds): string {
  mkdirSync(deployDir(), { recursive: true });
  const file = join(deployDir(), "wrangler.production.json");
  writeFileSync(file, `${JSON.stringify(productionConfig(toml, repoRoot, ids), null, 2)}\n`);
  return file;
}
