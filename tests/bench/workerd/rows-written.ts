// The rows a D1 database reports written (index entries included), summed over every batch sent through it: the
// figure Cloudflare bills past the plan's included rows. Ingestion, retention and settling write only in batches.

export type RowsWritten = { db: D1Database; rows: () => number };

/** `db` as it is, but counting the rows its batches write. */
export function countingRowsWritten(db: D1Database): RowsWritten {
  let rows = 0;
  const counted = new Proxy(db, {
    get(target, property) {
      if (property === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements);
          for (const result of results) rows += result.meta.rows_written ?? 0;
          return results;
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: counted, rows: () => rows };
}
