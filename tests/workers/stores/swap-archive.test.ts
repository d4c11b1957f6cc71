import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type ArchivedGroup, groupObjectKey, readArchivedSwaps } from "../../../workers/stores/swap-archive";

// migrations/0016_archive_group_runs.sql rewrites the archive's index in place: groups written under 0013/0015 named
// their object by key; after it they name it by their run's blocks, and still lead to the same swaps.

/** The statements of the named migration, as the test runtime read them from migrations/. */
const migration = (name: string) => env.TEST_MIGRATIONS.find((candidate) => candidate.name === name)!.queries;

async function gzipMember(lines: object[]): Promise<ArrayBuffer> {
  const text = lines.map((line) => `${JSON.stringify(line)}\n`).join("");
  return new Response(new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
}

describe("the archive index's move from object keys to run blocks", () => {
  it("keeps each group's object, byte range and a trader's counts", async () => {
    // The index as 0013 and 0015 made it, holding one pair group and one trader group of a run of blocks 7 to 3,607.
    await env.DB.prepare("DROP TABLE archived_swap_groups").run();
    await env.DB.batch([...migration("0013_swap_archive.sql"), ...migration("0015_archived_pair_swaps.sql")].map((sql) => env.DB.prepare(sql)));
    const run = "swaps/v1/000000000007-000000003607";
    const swaps = [
      { pair_address: "0xpair", block_number: 7, log_index: 1 },
      { pair_address: "0xpair", block_number: 3607, log_index: 0 },
    ];
    const filler = await gzipMember([{ pair_address: "0xother", block_number: 8, log_index: 0 }]);
    const member = await gzipMember(swaps);
    await env.SWAP_ARCHIVE.put(`${run}/pairs.ndjson.gz`, new Blob([filler, member]));
    const insert = `INSERT INTO archived_swap_groups (owner_kind, owner_id, last_block, object_key, byte_offset, byte_length, pair_swaps)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`;
    await env.DB.batch([
      env.DB.prepare(insert).bind(0, 12, 3607, `${run}/pairs.ndjson.gz`, filler.byteLength, member.byteLength, '{"12":2}'),
      env.DB.prepare(insert).bind(1, 40, 3607, `${run}/traders.ndjson.gz`, 0, 99, '{"12":2}'),
    ]);

    await env.DB.batch(migration("0016_archive_group_runs.sql").map((sql) => env.DB.prepare(sql)));

    const { results } = await env.DB.prepare("SELECT * FROM archived_swap_groups ORDER BY owner_kind").all<ArchivedGroup>();
    expect(results).toEqual([
      {
        owner_kind: 0,
        owner_id: 12,
        last_block: 3607,
        run_first_block: 7,
        run_last_block: 3607,
        byte_offset: filler.byteLength,
        byte_length: member.byteLength,
        pair_swaps: null,
      },
      { owner_kind: 1, owner_id: 40, last_block: 3607, run_first_block: 7, run_last_block: 3607, byte_offset: 0, byte_length: 99, pair_swaps: '{"12":2}' },
    ]);
    expect(results.map(groupObjectKey)).toEqual([`${run}/pairs.ndjson.gz`, `${run}/traders.ndjson.gz`]);
    const read = await readArchivedSwaps(env.SWAP_ARCHIVE, [results[0]!], () => true);
    expect(read.map((swap) => [swap.block_number, swap.log_index])).toEqual([
      [3607, 0],
      [7, 1],
    ]);
  });
});
