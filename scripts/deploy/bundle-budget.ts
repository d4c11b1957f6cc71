// The production worker as `wrangler deploy --dry-run` bundles it, measured against a budget: CI fails when
// the bundle breaks or outgrows it. Cloudflare refuses a worker over 3 MB gzip on the free plan, 10 MB paid.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { readRepoWranglerToml, writeProductionConfig } from "./config-file";
import { wranglerOutput } from "./wrangler-cli";

export const BUNDLE_BUDGET = { rawKiB: 6_144, gzipKiB: 1_024 };

const toml = readRepoWranglerToml();
// The dry run needs no account: the placeholder ids of wrangler.toml stand in for production's.
const configFile = writeProductionConfig(toml, {
  d1DatabaseId: String(toml.d1_databases[0].database_id),
  kvNamespaceId: String(toml.kv_namespaces[0].id),
});
const outDir = mkdtempSync(join(tmpdir(), "lqscan-bundle-"));
try {
  const printed = await wranglerOutput(["deploy", "--dry-run", "--config", configFile, "--env", "production", "--outdir", outDir]);
  if (!printed.includes('env.CHAIN ("hyperevm")')) throw new Error(`the production bundle is not bound to CHAIN = "hyperevm":\n${printed}`);
  const bundle = readFileSync(join(outDir, "index.js"));
  const rawKiB = bundle.length / 1024;
  const gzipKiB = gzipSync(bundle, { level: 9 }).length / 1024;
  const figures = `worker bundle: ${rawKiB.toFixed(0)} KiB raw, ${gzipKiB.toFixed(0)} KiB gzip (budget ${BUNDLE_BUDGET.rawKiB} KiB raw, ${BUNDLE_BUDGET.gzipKiB} KiB gzip)`;
  console.log(figures);
  if (rawKiB > BUNDLE_BUDGET.rawKiB || gzipKiB > BUNDLE_BUDGET.gzipKiB) {
    console.error("the worker bundle is over its budget");
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
