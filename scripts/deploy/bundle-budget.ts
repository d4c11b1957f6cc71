// The production worker as `wrangler deploy --dry-run` bundles it, measured against a budget: CI fails when
// the bundle breaks or outgrows it. Cloudflare refuses a worker over 3 MB gzip on the free plan, 10 MB paid.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { readRepoWranglerToml, writeProductionConfig } from "./config-file";
import { wranglerOutput } from "./wrangler-cli";

// The upload is the script and its WebAssembly (resvg, which draws share cards: 2.4 MB raw, 0.9 MB gzip).
export const BUNDLE_BUDGET = { rawKiB: 8_192, gzipKiB: 2_048 };

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
  // Every module wrangler would upload: index.js and the .wasm files it imports, each compressed on its own.
  const modules = readdirSync(outDir).filter((file) => file.endsWith(".js") || file.endsWith(".wasm"));
  const files = modules.map((file) => readFileSync(join(outDir, file)));
  const rawKiB = files.reduce((sum, file) => sum + file.length, 0) / 1024;
  const gzipKiB = files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0) / 1024;
  const figures = `worker bundle (${modules.join(", ")}): ${rawKiB.toFixed(0)} KiB raw, ${gzipKiB.toFixed(0)} KiB gzip (budget ${BUNDLE_BUDGET.rawKiB} KiB raw, ${BUNDLE_BUDGET.gzipKiB} KiB gzip)`;
  console.log(figures);
  if (rawKiB > BUNDLE_BUDGET.rawKiB || gzipKiB > BUNDLE_BUDGET.gzipKiB) {
    console.error("the worker bundle is over its budget");
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
