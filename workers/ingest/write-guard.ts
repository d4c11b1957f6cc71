/**
 * The first and last statements of every ingest or rollback batch: the batch commits only if the
 * cursor is still `expected` (null: nothing indexed), so two writers can never apply a range twice.
 */
export function writeGuard(db: D1Database, expected: number | null): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db.prepare("INSERT INTO indexer_write_guard (expected_cursor, actual_cursor) VALUES (?1, (SELECT MAX(block_number) FROM indexer_blocks))").bind(expected),
    db.prepare("DELETE FROM indexer_write_guard"),
  ];
}
