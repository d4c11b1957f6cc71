// Bench: how long the token sniffer takes to answer a fresh analysis (target p50 ≤ 500 ms), on the devnet's
// planted cases: the six trap tokens (V2 pairs), the rug creator's launches (curves) and the bundled launch (whose
// answer runs the bundle search over its creation block's buyers and their funders), each read with ?fresh=1 so
// the cache never answers. Against a running stack on the devnet (`npm start`):
//   npx tsx tests/bench/sniffer-bench.ts
// APP_URL (default http://127.0.0.1:8787), MANIFEST (.state/devnet/manifest.json), ROUNDS (default 5).
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { plantedCasesSchema } from "../../devnet/planted/cases";
import { snifferReportSchema } from "../../shared/schemas/sniffer";
import { z } from "../../shared/schemas/zod";

const TARGET_P50_MS = 500;
const APP = process.env.APP_URL ?? "http://127.0.0.1:8787";
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const manifest = z.object({ planted: plantedCasesSchema }).parse(JSON.parse(readFileSync(process.env.MANIFEST ?? ".state/devnet/manifest.json", "utf8")));
const { traps, rugCreator, bundle } = manifest.planted;
const groups = {
  "trap tokens (V2 pairs)": Object.values(traps),
  "rug creator's launches (curves)": [...rugCreator.rugged, rugCreator.next],
  "bundled launch (bundle search)": [bundle.token],
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (timings: number[]) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p90 ${percentile(sorted, 90).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
};

const timings = new Map<string, number[]>(Object.keys(groups).map((group) => [group, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [group, tokens] of Object.entries(groups)) {
    for (const token of tokens) {
      const started = performance.now();
      const response = await fetch(`${APP}/api/v1/tools/sniffer/${token}?fresh=1`);
      const report = snifferReportSchema.parse(await response.json());
      timings.get(group)!.push(performance.now() - started);
      if (report.verdict === "not-analysed") throw new Error(`${token} was not analysed: is the stack on the devnet that planted it?`);
    }
  }
}
const all = [...timings.values()].flat().sort((a, b) => a - b);
for (const [group, times] of timings) console.log(`${group}: ${times.length} answers, ${summary(times)}`);
console.log(`all: ${all.length} answers over ${Object.values(groups).flat().length} tokens, ${summary(all)} (target p50 ≤ ${TARGET_P50_MS} ms)`);
process.exitCode = percentile(all, 50) <= TARGET_P50_MS ? 0 : 1;
