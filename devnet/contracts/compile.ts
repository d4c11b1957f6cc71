import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Abi, Hex } from "viem";

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
  const files = readdirSync(CONTRACTS_DIR).filter((file) => file.endsWith(".sol")).sort();
  const sources = Object.fromEntries(files.map((file) => [file, { content: readFileSync(join(CONTRACTS_DIR, file), "utf8") }]));
  const hash = createHash("sha256").update(JSON.stringify(sources)).digest("hex").slice(0, 16);
  const cached = join(CACHE_DIR, `${hash}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, "utf8")) as Record<string, CompiledContract>;

  const solc = createRequire(import.meta.url)("solc") as { compile: (input: string) => string };
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
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === "error");
  if (errors.length > 0) throw new Error(`solc failed:\n${errors.map((error) => error.formattedMessage).join("\n")}`);

  const compiled: Record<string, CompiledContract> = {};
  for (const contracts of Object.values(output.contracts)) {
    for (const [name, contract] of Object.entries(contracts)) {
      compiled[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
    }
  }
  mkdirSync(CACHE_DIR, { recursive: true });
  // Write then rename, so a process compiling in parallel never reads half a file.
  const partial = `${cached}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(compiled));
  renameSync(partial, cached);
  return compiled;
}
