import { createHash } from "node:crypto";
import { once } from "node:events";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { Abi, Hex } from "viem";
import { librarySources } from "./imports";

export type CompiledContract = { abi: Abi; bytecode: Hex };

const CONTRACTS_DIR = fileURLToPath(new URL("../../contracts", import.meta.url));
// Compiled output is cached by source hash, so `npm start` compiles only after a contract changed.
const CACHE_DIR = fileURLToPath(new URL("../../node_modules/.cache/lqscan-contracts", import.meta.url));

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
};

/** Compiles every contracts/*.sol offline with solc-js (Standard JSON); answers by contract name. */
export function compileContracts(): Record<string, CompiledContract> {
  const { input, cached } = compilation();
  if (!existsSync(cached)) {
    const solc = createRequire(import.meta.url)("solc") as { compile: (input: string, callbacks: { import: typeof readImport }) => string };
    saveCompiled(cached, solc.compile(input, { import: readImport }));
  }
  return JSON.parse(readFileSync(cached, "utf8")) as Record<string, CompiledContract>;
}

/**
 * Fills the cache that compileContracts reads, compiling on a worker thread: a first compile is about 10 s
 * of solc, which on this thread would hold up all else the process does meanwhile (other steps' ends and times).
 */
export async function precompileContracts(): Promise<void> {
  const { input, cached } = compilation();
  if (existsSync(cached)) return;
  const worker = new Worker(new URL("./solc-worker.mjs", import.meta.url), { workerData: input });
  const [output] = (await once(worker, "message")) as [string];
  saveCompiled(cached, output);
}

/** The solc Standard JSON input for contracts/*.sol, and the cache file of its output. */
function compilation(): { input: string; cached: string } {
  const files = readdirSync(CONTRACTS_DIR)
    .filter((file) => file.endsWith(".sol"))
    .sort();
  const own = Object.fromEntries(files.map((file) => [file, { content: readFileSync(join(CONTRACTS_DIR, file), "utf8") }]));
  const sources = { ...own, ...librarySources(own) };
  const hash = createHash("sha256").update(JSON.stringify(sources)).digest("hex").slice(0, 16);
  const input = {
    language: "Solidity",
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // The launchpad's 17-field TokenCreated event needs the IR pipeline to avoid "stack too deep".
      viaIR: true,
      outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
    },
  };
  return { input: JSON.stringify(input), cached: join(CACHE_DIR, `${hash}.json`) };
}

/** solc's import callback: contracts import OpenZeppelin's from node_modules (@openzeppelin/contracts, an exact version). */
export function readImport(path: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(createRequire(import.meta.url).resolve(path), "utf8") };
  } catch {
    return { error: `${path} not found` };
  }
}

function saveCompiled(cached: string, solcOutput: string): void {
  const output = JSON.parse(solcOutput) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === "error");
  if (errors.length > 0) throw new Error(`solc failed:\n${errors.map((error) => error.formattedMessage).join("\n")}`);

  const compiled: Record<string, CompiledContract> = {};
  // Library files (@openzeppelin/…) are compiled as imports only: answering their contracts by name could shadow ours.
  for (const contracts of Object.entries(output.contracts).flatMap(([file, named]) => (file.startsWith("@") ? [] : [named]))) {
    for (const [name, contract] of Object.entries(contracts)) {
      compiled[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
    }
  }
  mkdirSync(CACHE_DIR, { recursive: true });
  // Write then rename, so a process compiling in parallel never reads half a file.
  const partial = `${cached}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(compiled));
  renameSync(partial, cached);
}
