import { type Address, getAddress, type Hex, hexToBytes } from "viem";

const PUSH1 = 0x60;
const PUSH4 = 0x63;
const PUSH32 = 0x7f;
const DELEGATECALL = 0xf4;
const SELFDESTRUCT = 0xff;
/** EIP-1167's minimal proxy: this, then the 20-byte implementation, then a fixed tail. */
const MINIMAL_PROXY_PREFIX = "363d3d373d3d3d363d73";

export type BytecodeScan = {
  /** Every 4-byte value the code pushes: a contract's function selectors are among them. */
  pushed4: Set<Hex>;
  selfDestruct: boolean;
  delegateCall: boolean;
  /** The implementation an EIP-1167 minimal proxy forwards to. */
  minimalProxyTarget: Address | null;
};

/**
 * Walks runtime code opcode by opcode (skipping PUSH data, and the CBOR metadata Solidity appends, whose bytes
 * are not code), collecting what the sniffer looks for.
 */
export function scanBytecode(code: Hex): BytecodeScan {
  const bytes = withoutMetadata(hexToBytes(code));
  const scan: BytecodeScan = { pushed4: new Set(), selfDestruct: false, delegateCall: false, minimalProxyTarget: minimalProxyTarget(code) };
  for (let i = 0; i < bytes.length; i++) {
    const opcode = bytes[i]!;
    if (opcode >= PUSH1 && opcode <= PUSH32) {
      const size = opcode - PUSH1 + 1;
      if (opcode === PUSH4 && i + 4 < bytes.length) scan.pushed4.add(hexOf(bytes.subarray(i + 1, i + 5)));
      i += size;
    } else if (opcode === SELFDESTRUCT) scan.selfDestruct = true;
    else if (opcode === DELEGATECALL) scan.delegateCall = true;
  }
  return scan;
}

/** Solidity ends its code with CBOR metadata (a map) and the metadata's length in two bytes. */
function withoutMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 2) return bytes;
  const length = (bytes[bytes.length - 2]! << 8) | bytes[bytes.length - 1]!;
  const start = bytes.length - 2 - length;
  const isMap = start >= 0 && (bytes[start]! & 0xf0) === 0xa0;
  return isMap ? bytes.subarray(0, start) : bytes;
}

function minimalProxyTarget(code: Hex): Address | null {
  const body = code.slice(2).toLowerCase();
  if (!body.startsWith(MINIMAL_PROXY_PREFIX) || body.length < MINIMAL_PROXY_PREFIX.length + 40) return null;
  return getAddress(`0x${body.slice(MINIMAL_PROXY_PREFIX.length, MINIMAL_PROXY_PREFIX.length + 40)}`);
}

function hexOf(bytes: Uint8Array): Hex {
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
