import { FUNDER_CLUSTER_LIMIT } from "../../../shared/schemas/bubble-clusters";

type Person = { address: string; percent: number; funder: string | null };
type Link = { source: string; target: string };
export type Cluster = { id: number; members: string[]; percent: number; reasons: ("transfers" | "common-funder")[]; funder: string | null };

/**
 * Holders joined into clusters (union-find): two are joined when tokens moved between them, when one funded the
 * other, or when the same address funded both (unless it funded more than FUNDER_CLUSTER_LIMIT of them, like an
 * exchange). Only groups of two or more are clusters, largest share first, numbered from 1.
 */
export function clustersOf(people: Person[], links: Link[]): { clusters: Cluster[]; clusterOf: Map<string, number> } {
  const parent = new Map(people.map((person) => [person.address, person.address]));
  const root = (address: string): string => {
    const up = parent.get(address)!;
    if (up === address) return address;
    const top = root(up);
    parent.set(address, top);
    return top;
  };
  const reasons = new Map<string, Set<Cluster["reasons"][number]>>();
  const join = (a: string, b: string, reason: Cluster["reasons"][number]) => {
    if (!parent.has(a) || !parent.has(b) || a === b) return;
    const [ra, rb] = [root(a), root(b)];
    const merged = new Set([...(reasons.get(ra) ?? []), ...(reasons.get(rb) ?? []), reason]);
    parent.set(ra, rb);
    reasons.set(rb, merged);
  };
  for (const link of links) join(link.source, link.target, "transfers");
  const funded = new Map<string, string[]>();
  for (const person of people) if (person.funder !== null) funded.set(person.funder, [...(funded.get(person.funder) ?? []), person.address]);
  for (const [funder, wallets] of funded) {
    if (wallets.length > FUNDER_CLUSTER_LIMIT) continue;
    for (const wallet of wallets) join(funder, wallet, "common-funder");
    for (const wallet of wallets.slice(1)) join(wallets[0]!, wallet, "common-funder");
  }
  const groups = new Map<string, Person[]>();
  for (const person of people) groups.set(root(person.address), [...(groups.get(root(person.address)) ?? []), person]);
  const clusters = [...groups.entries()]
    .filter(([, members]) => members.length > 1)
    .map(([top, members]) => ({
      members: members.map((member) => member.address),
      percent: members.reduce((sum, member) => sum + member.percent, 0),
      reasons: [...(reasons.get(top) ?? [])].sort(),
      funder: commonFunder(members),
    }))
    .sort((a, b) => b.percent - a.percent)
    .map((cluster, index) => ({ id: index + 1, ...cluster }));
  const clusterOf = new Map(clusters.flatMap((cluster) => cluster.members.map((member) => [member, cluster.id] as const)));
  return { clusters, clusterOf };
}

/** The funder of most of the members, when at least two share it. */
function commonFunder(members: Person[]): string | null {
  const counts = new Map<string, number>();
  for (const member of members) if (member.funder !== null) counts.set(member.funder, (counts.get(member.funder) ?? 0) + 1);
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best !== undefined && best[1] >= 2 ? best[0] : null;
}
