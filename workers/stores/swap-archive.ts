import type { SwapRow } from "../db/rows";

// Swaps older than the retention window live in R2 (the SWAP_ARCHIVE bucket), in format v1:
// - each archive run uploads two objects, swaps/v1/{first block}-{last block}/pairs.ndjson.gz and
//   …/traders.ndjson.gz (block numbers zero-padded to 12 digits): the run's swaps grouped by pair, and grouped
//   by trader (each swap is in both);
// - an object is a concatenation of gzip members, one a group: gzip-compressed NDJSON, one swap a line, a JSON
//   object with the `swaps` view's columns (SwapRow, pair and trader as addresses) and `created_at`, in chain
//   order (block, log index). `gunzip` reads a whole object; a reader of one group fetches its byte range;
// - D1's archived_swap_groups (migrations/0013_swap_archive.sql, 0016) says where each group is (its run's first and
//   last block, which name the object, and its byte range) and, for a trader's group, how many of its swaps each pair
//   has (0015). It is written in the batch that deletes the swaps, so a run stopped after its upload leaves objects no
//   row points to, and no copy.

export type ArchivedSwap = SwapRow & { created_at: string };

/** Whose swaps a group holds: a pair's (kind 0) or a trader's (kind 1), by its id. */
export const OWNER_KINDS = { pair: 0, trader: 1 } as const;

/**
 * Where one group of swaps is, as archived_swap_groups stores it, and a trader's group's swaps counted by pair (JSON
 * {pair id: swaps}; null in a pair's group, and in trader groups archived before the counts were kept).
 */
export type ArchivedGroup = {
  owner_kind: number;
  owner_id: number;
  last_block: number;
  run_first_block: number;
  run_last_block: number;
  byte_offset: number;
  byte_length: number;
  pair_swaps: string | null;
};

/** The swaps to archive, each with its pair's and trader's ids. */
export type SwapToArchive = ArchivedSwap & { pair_id: number; trader_id: number };

const block = (number: number) => String(number).padStart(12, "0");

/** The object holding `group`: its run's first and last block name it, and its owner's kind which of the run's two. */
export function groupObjectKey(group: Pick<ArchivedGroup, "owner_kind" | "run_first_block" | "run_last_block">): string {
  const grouping = group.owner_kind === OWNER_KINDS.pair ? "pairs" : "traders";
  return `swaps/v1/${block(group.run_first_block)}-${block(group.run_last_block)}/${grouping}.ndjson.gz`;
}

async function gzip(swaps: ArchivedSwap[]): Promise<ArrayBuffer> {
  const lines = swaps.map((swap) => `${JSON.stringify(swap)}\n`).join("");
  return new Response(new Blob([lines]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
}

function groupBy(swaps: SwapToArchive[], key: (swap: SwapToArchive) => number): Map<number, SwapToArchive[]> {
  const groups = new Map<number, SwapToArchive[]>();
  for (const swap of swaps) {
    const group = groups.get(key(swap));
    if (group === undefined) groups.set(key(swap), [swap]);
    else group.push(swap);
  }
  return groups;
}

/** `swaps` counted by pair id, as JSON {pair id: swaps}. */
function swapsByPair(swaps: SwapToArchive[]): string {
  const counts: Record<number, number> = {};
  for (const swap of swaps) counts[swap.pair_id] = (counts[swap.pair_id] ?? 0) + 1;
  return JSON.stringify(counts);
}

/** The swap as the format stores it: without the ids, which are D1's own. */
function stored({ pair_id: _pair, trader_id: _trader, ...swap }: SwapToArchive): ArchivedSwap {
  return swap;
}

/** Uploads one object of `swaps` (a run's, in chain order) grouped by `kind`'s owner; answers where each group is. */
async function uploadGroups(archive: R2Bucket, kind: keyof typeof OWNER_KINDS, swaps: SwapToArchive[]): Promise<ArchivedGroup[]> {
  const run = { run_first_block: swaps[0]!.block_number, run_last_block: swaps.at(-1)!.block_number };
  const owner = (swap: SwapToArchive) => (kind === "pair" ? swap.pair_id : swap.trader_id);
  const members: ArrayBuffer[] = [];
  const groups: ArchivedGroup[] = [];
  let offset = 0;
  for (const [id, group] of groupBy(swaps, owner)) {
    const member = await gzip(group.map(stored));
    members.push(member);
    groups.push({
      owner_kind: OWNER_KINDS[kind],
      owner_id: id,
      last_block: group.at(-1)!.block_number,
      ...run,
      byte_offset: offset,
      byte_length: member.byteLength,
      pair_swaps: kind === "trader" ? swapsByPair(group) : null,
    });
    offset += member.byteLength;
  }
  await archive.put(groupObjectKey({ owner_kind: OWNER_KINDS[kind], ...run }), new Blob(members), {
    httpMetadata: { contentType: "application/x-ndjson", contentEncoding: "gzip" },
  });
  return groups;
}

/** Uploads `swaps` (in chain order) by pair and by trader; answers the groups for archived_swap_groups. */
export async function archiveSwaps(archive: R2Bucket, swaps: SwapToArchive[]): Promise<ArchivedGroup[]> {
  const [byPair, byTrader] = await Promise.all([uploadGroups(archive, "pair", swaps), uploadGroups(archive, "trader", swaps)]);
  return [...byPair, ...byTrader];
}

async function readGroup(archive: R2Bucket, group: ArchivedGroup): Promise<ArchivedSwap[]> {
  const object = await archive.get(groupObjectKey(group), { range: { offset: group.byte_offset, length: group.byte_length } });
  if (object === null) return [];
  const text = await new Response(object.body.pipeThrough(new DecompressionStream("gzip"))).text();
  return text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as ArchivedSwap);
}

const newestFirst = (a: ArchivedSwap, b: ArchivedSwap) => b.block_number - a.block_number || b.log_index - a.log_index;

/**
 * The swaps of `groups` (one owner's, newest last block first) that `keep` accepts, newest first: all,
 * or the newest `limit`. Groups are read only until none left can hold a swap newer than the limit's oldest.
 */
export async function readArchivedSwaps(archive: R2Bucket, groups: ArchivedGroup[], keep: (swap: ArchivedSwap) => boolean, limit = Infinity) {
  const found: ArchivedSwap[] = [];
  for (const group of groups) {
    if (found.length >= limit && group.last_block < found.sort(newestFirst)[limit - 1]!.block_number) break;
    found.push(...(await readGroup(archive, group)).filter(keep));
  }
  return found.sort(newestFirst).slice(0, limit);
}
