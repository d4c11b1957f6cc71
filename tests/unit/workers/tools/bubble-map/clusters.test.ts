import { describe, expect, it } from "vitest";
import { FUNDER_CLUSTER_LIMIT } from "../../../../../shared/schemas/bubble-clusters";
import { clustersOf } from "../../../../../workers/tools/bubble-map/clusters";

const person = (address: string, percent: number, funder: string | null = null) => ({ address, percent, funder });

describe("bubble map clusters", () => {
  it("joins wallets with a common funder and the wallet they passed tokens to into one cluster with their total share", () => {
    const people = [person("a", 5, "f"), person("b", 4, "f"), person("c", 3, "f"), person("d", 2), person("e", 1), person("x", 10)];
    const { clusters, clusterOf } = clustersOf(people, [{ source: "a", target: "d" }]);
    expect(clusters).toEqual([{ id: 1, members: ["a", "b", "c", "d"], percent: 14, reasons: ["common-funder", "transfers"], funder: "f" }]);
    expect(clusterOf.get("e")).toBeUndefined();
    expect(clusterOf.get("x")).toBeUndefined();
  });

  it("joins a holder who funded another holder, and numbers clusters by share", () => {
    const people = [person("a", 1), person("b", 1, "a"), person("c", 6), person("d", 6)];
    const { clusters } = clustersOf(people, [{ source: "c", target: "d" }]);
    expect(clusters.map((cluster) => [cluster.id, cluster.members, cluster.reasons])).toEqual([
      [1, ["c", "d"], ["transfers"]],
      [2, ["a", "b"], ["common-funder"]],
    ]);
  });

  it("does not cluster the customers of an exchange-like funder", () => {
    const customers = Array.from({ length: FUNDER_CLUSTER_LIMIT + 1 }, (_, index) => person(`w${index}`, 0.1, "exchange"));
    expect(clustersOf(customers, []).clusters).toEqual([]);
  });
});
