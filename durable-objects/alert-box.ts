import { DurableObject } from "cloudflare:workers";
import { firedAlerts } from "../shared/alert-rules";
import type { Alert, AlertFigures, AlertSpec } from "../shared/schemas/alerts";
import { ALERTS_MAX } from "../shared/schemas/alerts";
import { AlertStorage } from "../workers/stores/alert-storage";
import { unwatchAlerts, watchAlert } from "../workers/stores/alert-watch";

/**
 * One per signed-in user (idFromName(userId)): their price, market-cap and curve alerts in SQLite storage. The
 * indexer hands it the new figures of each market it has an alert on after a committed range (check); an alert
 * that fires is marked fired with its figure, leaves the indexer's index and never fires again.
 */
export class AlertBox extends DurableObject<Env> {
  private readonly store: AlertStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new AlertStorage(ctx.storage.sql);
  }

  alerts(): Alert[] {
    return this.store.alerts();
  }

  /** The new alert, or null when the box already holds ALERTS_MAX. */
  async add(userId: string, spec: AlertSpec, symbol: string | null): Promise<Alert | null> {
    if (this.store.count() >= ALERTS_MAX) return null;
    const alert: Alert = { id: crypto.randomUUID(), ...spec, symbol, createdAt: new Date().toISOString(), firedAt: null, firedValue: null, read: false };
    this.store.save(alert);
    await watchAlert(this.env.DB, userId, alert.id, alert.pairAddress);
    return alert;
  }

  async remove(id: string): Promise<boolean> {
    if (this.store.remove(id) === null) return false;
    await unwatchAlerts(this.env.DB, [id]);
    return true;
  }

  unread(): Alert[] {
    return this.store.unread();
  }

  markRead(): void {
    this.store.markRead();
  }

  /** Judges the waiting alerts on the markets' new figures; answers those that fired now. */
  async check(figures: AlertFigures[]): Promise<Alert[]> {
    const fired = firedAlerts(
      figures.flatMap((market) => this.store.waitingOn(market.pairAddress).map((alert) => ({ alert, figures: market }))),
      new Date().toISOString(),
    );
    for (const alert of fired) this.store.save(alert);
    await unwatchAlerts(
      this.env.DB,
      fired.map((alert) => alert.id),
    );
    return fired;
  }
}
