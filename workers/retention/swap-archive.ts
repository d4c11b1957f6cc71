import type { SwapRow } from "../db/rows";

// Swaps older than the retention window live in R2 (the SWAP_ARCHIVE bucket), in format v1:
// - an object is gzip-compressed NDJSON: one swap a line, a JSON object with the `swaps` view's columns
//   (SwapRow, with pair and trader as addresses) and `created_at`, lines in chain order (block, log index);
// - each archive run files its swaps twice, once per pair and once per trader, under
//   swaps/v1/pairs/{pair}/{first block}-{last block}.ndjson.gz and swaps/v1/traders/{trader}/…, block numbers
//   zero-padded to 12 digits so that a prefix lists its objects oldest first.
// A run that stopped between its upload and its delete uploads the same swaps again under another last
// block: readers drop a swap they already have (same pair, block and log index).

export type ArchivedSwap = SwapRow & { created_at: string };

const FORMAT = "swaps/v1";
const block = (number: number) => String(number).padStart(12, "0");

export const pairArchivePrefix = (pair: string) => `${FORMAT}/pairs/${pair}/`;
export const traderArchivePrefix = (trader: string) => `${FORMAT}/traders/${trader}/`;
const objectName = (swaps: ArchivedSwap[]) => `${block(swaps[0]!.block_number)}-${block(swaps.at(-1)!.block_number)}.ndjson.gz`;

/** What the archive is to readers: where swaps were filed, and their contents. */
export type SwapArchive = R2Bucket;

async function encode(swaps: ArchivedSwap[]): Promise<ArrayBuffer> {
  const lines = swaps.map((swap) => `${JSON.stringify(swap)}\n`).join("");
  return new Response(new Blob([lines]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
}

async function decode(body: ReadableStream): Promise<ArchivedSwap[]> {
  const text = await new Response(body.pipeThrough(new DecompressionStream("gzip"))).text();
  return text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as ArchivedSwap);
}

const inChainOrder = (a: ArchivedSwap, b: ArchivedSwap) => a.block_number - b.block_number || a.log_index - b.log_index;

function groupBy(swaps: ArchivedSwap[], key: (swap: ArchivedSwap) => string): Map<string, ArchivedSwap[]> {
  const groups = new Map<string, ArchivedSwap[]>();
  for (const swap of swaps) {
    const group = groups.get(key(swap));
    if (group === undefined) groups.set(key(swap), [swap]);
    else group.push(swap);
  }
  return groups;
}

/** Files `swaps` (in chain order) under each of their pairs and each of their traders. */
export async function archiveSwaps(archive: SwapArchive, swaps: ArchivedSwap[]): Promise<number> {
  const objects = [
    ...[...groupBy(swaps, (swap) => swap.pair_address)].map(([pair, group]) => ({ prefix: pairArchivePrefix(pair), group })),
    ...[...groupBy(swaps, (swap) => swap.trader_address)].map(([trader, group]) => ({ prefix: traderArchivePrefix(trader), group })),
  ];
  await Promise.all(
    objects.map(async ({ prefix, group }) =>
      archive.put(`${prefix}${objectName(group)}`, await encode(group), { httpMetadata: { contentType: "application/x-ndjson", contentEncoding: "gzip" } }),
    ),
  );
  return objects.length;
}

/** Every object name under `prefix`. */
async function objectNames(archive: SwapArchive, prefix: string): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await archive.list({ prefix, ...(cursor === undefined ? {} : { cursor }) });
    names.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor !== undefined);
  return names;
}

async function readObject(archive: SwapArchive, name: string): Promise<ArchivedSwap[]> {
  const object = await archive.get(name);
  return object === null ? [] : decode(object.body);
}

/** The last block an object holds, from its name. */
const lastBlockOf = (name: string) => Number(/-(\d+)\.ndjson\.gz$/.exec(name)![1]);

/**
 * The archived swaps under `prefix` that `keep` accepts, newest first: all of them, or the newest
 * `limit`. Objects are read newest last block first, and only until no unread one can hold a swap
 * newer than the limit's oldest.
 */
export async function readArchivedSwaps(archive: SwapArchive, prefix: string, keep: (swap: ArchivedSwap) => boolean, limit = Infinity) {
  const seen = new Set<string>();
  const found: ArchivedSwap[] = [];
  const names = (await objectNames(archive, prefix)).sort((a, b) => lastBlockOf(b) - lastBlockOf(a));
  for (const name of names) {
    if (found.length >= limit && lastBlockOf(name) < found.sort(inChainOrder).at(-limit)!.block_number) break;
    for (const swap of await readObject(archive, name)) {
      const id = `${swap.pair_address}-${swap.block_number}-${swap.log_index}`;
      if (seen.has(id) || !keep(swap)) continue;
      seen.add(id);
      found.push(swap);
    }
  }
  return found.sort(inChainOrder).reverse().slice(0, limit);
}
