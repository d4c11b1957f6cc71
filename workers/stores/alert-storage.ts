import type { Alert, AlertFigures, AlertKind } from "../../shared/schemas/alerts";

// An AlertBox's own SQLite storage (durable-objects/alert-box.ts): the user's alerts, waiting or fired.

const SCHEMA = `
CREATE TABLE IF NOT EXISTS alerts (id TEXT PRIMARY KEY, pair_address TEXT NOT NULL, symbol TEXT, kind TEXT NOT NULL,
  threshold REAL NOT NULL, created_at TEXT NOT NULL, fired_at TEXT, fired_value REAL, read INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS queued_figures (seq INTEGER PRIMARY KEY AUTOINCREMENT, figures TEXT NOT NULL);`;

/** Committed updates' figures waiting to be judged; beyond this many the oldest go (the box judges within a moment). */
const QUEUE_MAX = 256;

type AlertRow = {
  id: string;
  pair_address: string;
  symbol: string | null;
  kind: string;
  threshold: number;
  created_at: string;
  fired_at: string | null;
  fired_value: number | null;
  read: number;
};

const alertOf = (row: AlertRow): Alert => ({
  id: row.id,
  pairAddress: row.pair_address,
  symbol: row.symbol,
  kind: row.kind as AlertKind,
  threshold: row.threshold,
  createdAt: row.created_at,
  firedAt: row.fired_at,
  firedValue: row.fired_value,
  read: row.read === 1,
});

export class AlertStorage {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(SCHEMA);
  }

  /** Newest first. */
  alerts(): Alert[] {
    return this.sql.exec<AlertRow>("SELECT * FROM alerts ORDER BY created_at DESC, id").toArray().map(alertOf);
  }

  count(): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM alerts").one().n;
  }

  /** The alerts still waiting on the market. */
  waitingOn(pair: string): Alert[] {
    return this.sql.exec<AlertRow>("SELECT * FROM alerts WHERE pair_address = ? AND fired_at IS NULL", pair).toArray().map(alertOf);
  }

  save(alert: Alert): void {
    this.sql.exec(
      `INSERT OR REPLACE INTO alerts (id, pair_address, symbol, kind, threshold, created_at, fired_at, fired_value, read)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      alert.id,
      alert.pairAddress,
      alert.symbol,
      alert.kind,
      alert.threshold,
      alert.createdAt,
      alert.firedAt,
      alert.firedValue,
      alert.read ? 1 : 0,
    );
  }

  /** The pair of the deleted alert, or null when there was none. */
  remove(id: string): string | null {
    const row = this.sql.exec<{ pair_address: string }>("DELETE FROM alerts WHERE id = ? RETURNING pair_address", id).toArray()[0];
    return row?.pair_address ?? null;
  }

  /** Fired alerts not seen yet, newest first. */
  unread(): Alert[] {
    return this.sql.exec<AlertRow>("SELECT * FROM alerts WHERE fired_at IS NOT NULL AND read = 0 ORDER BY fired_at DESC, id").toArray().map(alertOf);
  }

  markRead(): void {
    this.sql.exec("UPDATE alerts SET read = 1 WHERE fired_at IS NOT NULL");
  }

  /** Queues one committed update's figures, in the order they came. */
  queueFigures(figures: AlertFigures[]): void {
    this.sql.exec("INSERT INTO queued_figures (figures) VALUES (?)", JSON.stringify(figures));
    this.sql.exec("DELETE FROM queued_figures WHERE seq <= (SELECT MAX(seq) FROM queued_figures) - ?", QUEUE_MAX);
  }

  /** The queued updates' figures, oldest first, taken off the queue. */
  takeQueued(): AlertFigures[][] {
    const rows = this.sql.exec<{ seq: number; figures: string }>("SELECT seq, figures FROM queued_figures ORDER BY seq").toArray();
    if (rows.length > 0) this.sql.exec("DELETE FROM queued_figures WHERE seq <= ?", rows.at(-1)!.seq);
    return rows.map((row) => JSON.parse(row.figures) as AlertFigures[]);
  }
}
