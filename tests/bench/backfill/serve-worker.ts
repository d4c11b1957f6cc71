// Our worker for the backfill bench: `wrangler dev` with the same config, bindings and local state, started
// through wrangler's API so that no devtools inspector is attached. `wrangler dev` always attaches one and
// enables its Network domain, which reports every byte of every answer the worker fetches: a backfill's
// 145 MB of node answers went through wrangler's inspector proxy and its Node process (19 of 28 CPU
// seconds in one run), none of which exists where the worker is deployed.
//   npx tsx tests/bench/backfill/serve-worker.ts <port> <persist dir> <assets dir> <vars as JSON>
import { unstable_startWorker } from "wrangler";

const [port, persist, assets, vars] = process.argv.slice(2);
const bindings = Object.fromEntries(
  Object.entries(JSON.parse(vars!) as Record<string, string>).map(([name, value]) => [name, { type: "plain_text" as const, value }]),
);
const worker = await unstable_startWorker({
  config: "wrangler.toml",
  bindings,
  assets,
  dev: { inspector: false, server: { hostname: "127.0.0.1", port: Number(port) }, persist, watch: false, liveReload: false, logLevel: "warn" },
});
await worker.ready;
console.log(`ready on http://127.0.0.1:${port}`);
const stop = () => void worker.dispose().finally(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
