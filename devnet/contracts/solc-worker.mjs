// solc-js compiles synchronously: precompileContracts (compile.ts) runs it here, on a worker thread.
// Plain JavaScript, because a worker thread does not load TypeScript through tsx.
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";

const solc = createRequire(import.meta.url)("solc");
parentPort.postMessage(solc.compile(workerData));
