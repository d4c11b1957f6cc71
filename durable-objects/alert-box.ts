import { DurableObject } from "cloudflare:workers";
import { firedAlerts } from "../shared/alert-rules";
import type { Alert, AlertFigures, AlertSpec } from "../shared/schemas/alerts";
import { ALERTS_MAX } from "../shared/schemas/alerts";
import { AlertStorage } from "../workers/stores/alert-storage";
import { unwatchAlerts, watchAlert } from "../workers/stores/alert-watch";

/**
 * One per signed-in user (idFromName(userId)): their price, market-cap and curve alerts in SQLite storage. The
 * indexer hands it the new figures of each market it has an alert on after a committed range (deliver): it queues
 * them and judges them on its own alarm, so no live feed waits on a box, and before any read of the alerts, so a
 * read never misses what the queue holds. An alert that fires is marked fired with its figure, leaves the
 * indexer's index and never fires again.
 */
export class AlertBox extends DurableObject<Env> {
  private readonly store: AlertStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new AlertStorage(ctx.storage.sql);
  }

  async alerts(): Promise<Alert[]> {
    await this.judgeQueued();
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

  async unread(): Promise<Alert[]> {
    await this.judgeQueued();
    return this.store.unread();
  }

  markRead(): void {
    this.store.markRead();
  }

  /** Queues committed updates' figures (oldest first, one list per update) for the alarm; answers at once. */
  async deliver(updates: AlertFigures[][]): Promise<void> {
    for (const figures of updates) this.store.queueFigures(figures);
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now());
  }

  override async alarm(): Promise<void> {
    await this.judgeQueued();
  }

  /**
   * Judges the waiting alerts on each queued update's figures in turn, so an alert fires with the first figure that
   * reached it. Taking the queue and saving what fired run without a pause, so two judges never fire one alert twice;
   * the index is told after.
   */
  private async judgeQueued(): Promise<void> {
    const fired: Alert[] = [];
    for (const figures of this.store.takeQueued()) {
      const now = firedAlerts(
        figures.flatMap((market) => this.store.waitingOn(market.pairAddress).map((alert) => ({ alert, figures: market }))),
        new Date().toISOString(),
      );
      for (const alert of now) this.store.save(alert);
      fired.push(...now);
    }
    await unwatchAlerts(
      this.env.DB,
      fired.map((alert) => alert.id),
    );
  }
}
