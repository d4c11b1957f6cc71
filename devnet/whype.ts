import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Address, bytesToHex, createTestClient, type Hex, http, numberToHex, parseAbi, publicActions } from "viem";
import { z } from "zod";
import { WHYPE_ADDRESS } from "../shared/addresses";

export const WHYPE_TOKEN = { name: "Wrapped HYPE", symbol: "WHYPE", decimals: 18 } as const;

export const whypeAbi = parseAbi([
  "function name() view returns (string)",
  "function symbol() view returns (string)",
  "function decimals() view returns (uint8)",
  "function balanceOf(address owner) view returns (uint256)",
  "function totalSupply() view returns (uint256)",
  "function deposit() payable",
  "function withdraw(uint256 amount)",
]);

// WETH9 declares name, symbol and decimals first, so they occupy storage slots 0, 1 and 2.
const NAME_SLOT = numberToHex(0, { size: 32 });
const SYMBOL_SLOT = numberToHex(1, { size: 32 });
const DECIMALS_SLOT = numberToHex(2, { size: 32 });

/**
 * Installs WETH9's runtime code at WHYPE_ADDRESS (HyperEVM's address, kept on the devnet) and writes its name, symbol and decimals
 * (anvil_setCode runs no constructor, so storage starts empty). Safe to repeat: balances are kept.
 */
export async function installWhype(rpcUrl: string): Promise<Address> {
  const client = createTestClient({ mode: "anvil", transport: http(rpcUrl) }).extend(publicActions);
  await client.setCode({ address: WHYPE_ADDRESS, bytecode: weth9RuntimeCode() });
  await client.setStorageAt({ address: WHYPE_ADDRESS, index: NAME_SLOT, value: shortStringSlot(WHYPE_TOKEN.name) });
  await client.setStorageAt({ address: WHYPE_ADDRESS, index: SYMBOL_SLOT, value: shortStringSlot(WHYPE_TOKEN.symbol) });
  await client.setStorageAt({
    address: WHYPE_ADDRESS,
    index: DECIMALS_SLOT,
    value: numberToHex(WHYPE_TOKEN.decimals, { size: 32 }),
  });

  const contract = { address: WHYPE_ADDRESS, abi: whypeAbi } as const;
  const [name, symbol, decimals] = await Promise.all([
    client.readContract({ ...contract, functionName: "name" }),
    client.readContract({ ...contract, functionName: "symbol" }),
    client.readContract({ ...contract, functionName: "decimals" }),
  ]);
  if (name !== WHYPE_TOKEN.name || symbol !== WHYPE_TOKEN.symbol || decimals !== WHYPE_TOKEN.decimals) {
    throw new Error(`WHYPE reads back as ${name} / ${symbol} / ${decimals} decimals`);
  }
  return WHYPE_ADDRESS;
}

/** A Solidity string of at most 31 bytes as stored in its slot: bytes left-aligned, length × 2 in the last byte. */
export function shortStringSlot(text: string): Hex {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length > 31) throw new Error(`"${text}" is longer than 31 bytes and needs Solidity's long-string layout`);
  const slot = new Uint8Array(32);
  slot.set(bytes);
  slot[31] = bytes.length * 2;
  return bytesToHex(slot);
}

const artifactSchema = z.object({
  evm: z.object({ deployedBytecode: z.object({ object: z.string().regex(/^[0-9a-f]+$/i) }) }),
});

function weth9RuntimeCode(): Hex {
  const path = createRequire(import.meta.url).resolve("@uniswap/v2-periphery/build/WETH9.json");
  const artifact = artifactSchema.parse(JSON.parse(readFileSync(path, "utf8")));
  return `0x${artifact.evm.deployedBytecode.object}`;
}
