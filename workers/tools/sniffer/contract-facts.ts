import { type AbiFunction, type AbiParameter, type Address, encodeFunctionData, getAddress, type Hex, type PublicClient, size, zeroAddress } from "viem";
import { BURN_ADDRESSES } from "../../../shared/addresses";
import { tokenToolAbi } from "../../chain/tool-abis";
import { scanBytecode } from "./bytecode";
import { BLOCKED_GETTERS, PRIVILEGED_FUNCTIONS, type PrivilegeKind } from "./privileged-functions";

/** EIP-1967's storage slots of a proxy's implementation and of its beacon. */
const IMPLEMENTATION_SLOT = "0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc";
const BEACON_SLOT = "0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50";
/** The harmless argument a verifying call passes for an address (nobody's). */
const PROBE_ADDRESS = "0x000000000000000000000000000000000000bEEF";

export type ContractFacts = {
  codeSize: number;
  owner: Address | null;
  /** The owner is the zero or dead address: owner-only functions can no longer be called. */
  ownerRenounced: boolean;
  /** Owner-only functions in the code, and whether a call from the owner succeeds in simulation. */
  privileged: { kind: PrivilegeKind; signature: string; verified: boolean }[];
  /** Where a proxy's logic lives (EIP-1967 implementation or beacon, or an EIP-1167 target). */
  implementation: Address | null;
  selfDestruct: boolean;
  /** A getter that tells whether an address is blacklisted, when the code has one. */
  blockedGetter: AbiFunction | null;
};

/** What the token's code and storage say about its owner's powers; null when the address holds no code. */
export async function readContractFacts(client: PublicClient, token: Address, blockNumber: bigint): Promise<ContractFacts | null> {
  const [code, implementationSlot, beaconSlot, owner] = await Promise.all([
    client.getCode({ address: token, blockNumber }),
    client.getStorageAt({ address: token, slot: IMPLEMENTATION_SLOT, blockNumber }),
    client.getStorageAt({ address: token, slot: BEACON_SLOT, blockNumber }),
    client.readContract({ address: token, abi: tokenToolAbi, functionName: "owner", blockNumber }).catch(() => null),
  ]);
  if (code === undefined || code === "0x") return null;
  const scan = scanBytecode(code);
  const implementation = slotAddress(implementationSlot) ?? slotAddress(beaconSlot) ?? scan.minimalProxyTarget;
  // A proxy's functions are its implementation's.
  const logic = implementation === null ? undefined : await client.getCode({ address: implementation, blockNumber });
  const logicScan = logic === undefined || logic === "0x" ? null : scanBytecode(logic);
  const has = (selector: Hex) => scan.pushed4.has(selector) || logicScan?.pushed4.has(selector) === true;
  const ownerRenounced = owner !== null && BURN_ADDRESSES.includes(owner.toLowerCase());
  const present = PRIVILEGED_FUNCTIONS.filter((fn) => has(fn.selector));
  const verified = await Promise.all(
    present.map(async (fn) => {
      if (owner === null || ownerRenounced) return false;
      const data = encodeFunctionData({ abi: [fn.abi], functionName: fn.abi.name, args: fn.abi.inputs.map(probeArgument) });
      return client.call({ account: owner, to: token, data, blockNumber }).then(
        () => true,
        () => false,
      );
    }),
  );
  return {
    codeSize: size(code),
    owner,
    ownerRenounced,
    privileged: present.map((fn, i) => ({ kind: fn.kind, signature: fn.signature, verified: verified[i]! })),
    implementation,
    selfDestruct: scan.selfDestruct || logicScan?.selfDestruct === true,
    blockedGetter: BLOCKED_GETTERS.find((getter) => has(getter.selector))?.abi ?? null,
  };
}

function slotAddress(slot: Hex | undefined): Address | null {
  if (slot === undefined) return null;
  const address = getAddress(`0x${slot.slice(-40)}`);
  return address === zeroAddress ? null : address;
}

function probeArgument(parameter: AbiParameter): unknown {
  switch (parameter.type) {
    case "address":
      return PROBE_ADDRESS;
    case "address[]":
      return [PROBE_ADDRESS];
    case "bool":
      return true;
    case "bytes":
      return "0x";
    default:
      return 1n;
  }
}
