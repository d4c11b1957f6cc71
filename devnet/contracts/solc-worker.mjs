// solc-js compiles synchronously: precompileContracts (compile.ts) runs it here, on a worker thread.
// Plain JavaScript, because a worker thread does not load TypeScript through tsx.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";

const require = createRequire(import.meta.url);
const solc = require("solc");
// The same import callback as compile.ts's readImport: OpenZeppelin's contracts from node_modules.
const readImport = (path) => {
  try {
    return { contents: readFileSync(require.resolve(path), "utf8") };
  } catch {
    return { error: `${path} not found` };
  }
};
parentPort.postMessage(solc.compile(workerData, { import: readImport }));
