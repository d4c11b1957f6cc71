import { describe, expect, it } from "vitest";
import { jsonChunks } from "../../../../workers/db/json-chunks";

const COLUMNS = ["id", "note", "missing"];
const rowsOf = (count: number, noteLength: (index: number) => number) =>
  Array.from({ length: count }, (_, index) => ({ id: index, note: "x".repeat(noteLength(index)) }));
const unpacked = (chunks: string[]) => chunks.flatMap((chunk) => JSON.parse(chunk) as unknown[]);

describe("jsonChunks", () => {
  it("sends a small set as one chunk of value arrays in column order, a missing value as null", () => {
    const chunks = jsonChunks(
      [
        { id: 1, note: "a" },
        { id: 2, note: "b" },
      ],
      COLUMNS,
    );
    expect(chunks).toEqual(['[[1,"a",null],[2,"b",null]]']);
    expect(jsonChunks([], COLUMNS)).toEqual([]);
  });

  it("splits rows over D1's 2 MB value cap into chunks under it, keeping every row in order", () => {
    const rows = rowsOf(5_000, () => 1_000);
    const chunks = jsonChunks(rows, COLUMNS);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk.length).toBeLessThan(2_000_000);
    expect(unpacked(chunks)).toEqual(rows.map((row) => [row.id, row.note, null]));
  });

  it("still keeps chunks under the cap when rows after the first grow much larger", () => {
    const rows = rowsOf(3_000, (index) => (index < 100 ? 10 : 3_000));
    const chunks = jsonChunks(rows, COLUMNS);
    for (const chunk of chunks) expect(chunk.length).toBeLessThan(2_000_000);
    expect(unpacked(chunks)).toEqual(rows.map((row) => [row.id, row.note, null]));
  });
});
