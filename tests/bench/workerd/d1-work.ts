// What a D1 database does for the batches sent through it: the rows it reports written (index entries included),
// the figure Cloudflare bills past the plan's included rows; the statements; and the time at least one batch was
// in flight, D1's share of its caller's time (batches sent together overlap and count once). Ingestion, retention
// and settling write only in batches.

export type D1Work = { db: D1Database; rows: () => number; batches: () => number; statements: () => number; busyMs: () => number };

/** `db` as it is, but counting what its batches do. */
export function countingD1Work(db: D1Database): D1Work {
  let rows = 0;
  let batches = 0;
  let statements = 0;
  let busyMs = 0;
  let inFlight = 0;
  let busySince = 0;
  const counted = new Proxy(db, {
    get(target, property) {
      if (property === "batch") {
        return async (batch: D1PreparedStatement[]) => {
          if (inFlight++ === 0) busySince = performance.now();
          try {
            const results = await target.batch(batch);
            batches += 1;
            statements += batch.length;
            for (const result of results) rows += result.meta.rows_written ?? 0;
            return results;
          } finally {
            if (--inFlight === 0) busyMs += performance.now() - busySince;
          }
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: counted, rows: () => rows, batches: () => batches, statements: () => statements, busyMs: () => busyMs };
}
