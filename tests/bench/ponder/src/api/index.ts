// GET /counts: the rows each table holds, read by the benchmark once indexing reached the head.

import { db } from "ponder:api";
import * as schema from "ponder:schema";
import { Hono } from "hono";
import { count } from "ponder";

const app = new Hono();

app.get("/counts", async (c) => {
  const tables = { token: schema.token, pair: schema.pair, trade: schema.trade, candle_1m: schema.candle1m, candle_1h: schema.candle1h };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return c.json(counts);
});

export default app;
