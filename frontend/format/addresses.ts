/** Addresses are shown as their first 6 and last 4 characters. */
export const SHORT_ADDRESS = { head: 6, tail: 4 } as const;

/** An address as its first 6 and last 4 characters: "0x1234…abcd"; anything that short stays whole. */
export function shortAddress(address: string): string {
  if (address.length <= SHORT_ADDRESS.head + SHORT_ADDRESS.tail) return address;
  return `${address.slice(0, SHORT_ADDRESS.head)}…${address.slice(-SHORT_ADDRESS.tail)}`;
}
