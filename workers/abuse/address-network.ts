import ipaddr from "ipaddr.js";

/** The prefix one IPv6 subscriber gets at least: a single home or phone owns every address of its /64. */
const IPV6_HOST_PREFIX = 64;

/**
 * The network a client's address stands for when caps count "per IP": an IPv4 address itself, an IPv6 address's
 * /64 (so rotating through one's own 2^64 addresses does not buy more clicks), an IPv4-mapped IPv6 address as the
 * IPv4 address it carries. Anything that is not an address (a local run's "local") is kept as it is.
 */
export function addressNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/${IPV6_HOST_PREFIX}`);
  return `${network.toRFC5952String()}/${IPV6_HOST_PREFIX}`;
}
