// The worker as `wrangler dev` runs it (wrangler.toml's config and bindings, local state persisted in a folder),
// started through wrangler's API so that no devtools inspector is attached. `wrangler dev` always attaches one
// and enables its Network domain, which reports every byte of every answer the worker fetches: a backfill's
// 145 MB of node answers went through wrangler's inspector proxy and its Node process (19 of 28 CPU seconds in
// one run), none of which exists where the worker is deployed. Used by `npm start`, `npm test` and the benches.
//   npx tsx scripts/serve-worker.ts '<WorkerOptions as JSON>'
import { unstable_startWorker } from "wrangler";
import { withoutSessionIds } from "../workers/http/loggable-message";

/** What scripts/stack.ts and the benches pass. */
export type WorkerOptions = {
  port: number;
  persistDir: string;
  assetsDir: string;
  vars: Record<string, string>;
  /** Secrets, as a .env file (never on a command line). */
  envFile?: string;
  /** Serves /__scheduled?cron=…, as `wrangler dev --test-scheduled`. */
  testScheduled?: boolean;
};

// The runtime prints a line per request with the URL's path; a reaction session id in one is masked before it is written.
for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream) as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean;
  stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) =>
    write(withoutSessionIds(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8")), ...rest)) as typeof stream.write;
}

const options = JSON.parse(process.argv[2]!) as WorkerOptions;
const worker = await unstable_startWorker({
  config: "wrangler.toml",
  bindings: Object.fromEntries(Object.entries(options.vars).map(([name, value]) => [name, { type: "plain_text" as const, value }])),
  assets: options.assetsDir,
  ...(options.envFile === undefined ? {} : { envFiles: [options.envFile] }),
  dev: {
    inspector: false,
    server: { hostname: "127.0.0.1", port: options.port },
    persist: options.persistDir,
    watch: false,
    liveReload: false,
    testScheduled: options.testScheduled ?? false,
  },
});
await worker.ready;
console.log(`Ready on http://127.0.0.1:${options.port}`);
const stop = () => void worker.dispose().finally(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
