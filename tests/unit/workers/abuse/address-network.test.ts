import { describe, expect, it } from "vitest";
import { addressNetwork } from "../../../../workers/abuse/address-network";

// Per-IP caps count an IPv6 client by its /64 (one host owns all of it) and an IPv4 client by its address.

describe("addressNetwork", () => {
  it("keys every address of one IPv6 /64 alike, however it is written", () => {
    expect(addressNetwork("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressNetwork("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressNetwork("2001:DB8:1:2::")).toBe("2001:db8:1:2::/64");
  });

  it("keys the next /64 apart", () => {
    expect(addressNetwork("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it("keys an IPv4 address by itself, also when it comes IPv4-mapped", () => {
    expect(addressNetwork("198.18.0.7")).toBe("198.18.0.7");
    expect(addressNetwork("198.18.0.8")).toBe("198.18.0.8");
    expect(addressNetwork("::ffff:198.18.0.7")).toBe("198.18.0.7");
  });

  it("keeps what is not an address as it is", () => {
    expect(addressNetwork("local")).toBe("local");
  });
});
