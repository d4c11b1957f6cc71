// Bench: how much JavaScript the chart iframe ships beyond lightweight-charts itself (target ≤ 80 KB gzipped).
// The baseline is a bare page that only draws candles with lightweight-charts, built here with the same Vite.
// Run: npx vite build && npx tsx tests/bench/iframe-bundle.ts
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const TARGET_KB = 80;
const APP_DIR = "dist/client";
const BARE_DIR = ".state/bench/bare-chart";

const gzippedKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

/** Gzipped size of every script a built page loads: its entry and the chunks it preloads. */
function pageScriptsKb(dir: string, page: string): number {
  const html = readFileSync(join(dir, page), "utf8");
  const scripts = [...html.matchAll(/(?:src|href)="(?:\.?\/)?(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
  return scripts.reduce((sum, path) => sum + gzippedKb(readFileSync(join(dir, path))), 0);
}

await build({
  root: "tests/bench/bare-chart",
  base: "./",
  logLevel: "warn",
  build: { outDir: join(process.cwd(), BARE_DIR), emptyOutDir: true },
});

const iframeKb = pageScriptsKb(APP_DIR, "iframe.html");
const bareKb = pageScriptsKb(BARE_DIR, "index.html");
console.log(`iframe page JavaScript          ${iframeKb.toFixed(1)} KB gzip`);
console.log(`bare lightweight-charts page    ${bareKb.toFixed(1)} KB gzip`);
console.log(`iframe beyond lightweight-charts ${(iframeKb - bareKb).toFixed(1)} KB gzip (target ≤ ${TARGET_KB} KB)`);
