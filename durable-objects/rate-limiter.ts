import { DurableObject } from "cloudflare:workers";
import type { RateDecision, RateRule } from "../workers/abuse/rate-rule";

type Window = { endsAt: number; count: number };

/**
 * One instance per limited subject (an IP address, a session): a fixed-window counter. A Durable
 * Object handles one call at a time against synchronous storage, so parallel requests are counted
 * exactly. An alarm at the window's end deletes the state, so idle subjects keep nothing.
 */
export class RateLimiter extends DurableObject {
  async take(rule: RateRule): Promise<RateDecision> {
    const now = Date.now();
    const stored = this.ctx.storage.kv.get<Window>("window");
    const window = stored && now < stored.endsAt ? stored : { endsAt: now + rule.windowSeconds * 1000, count: 0 };
    const retryAfterSeconds = Math.max(1, Math.ceil((window.endsAt - now) / 1000));
    if (window.count >= rule.limit) return { allowed: false, retryAfterSeconds };
    this.ctx.storage.kv.put("window", { ...window, count: window.count + 1 });
    if (window.count === 0) await this.ctx.storage.setAlarm(window.endsAt);
    return { allowed: true, retryAfterSeconds };
  }

  override async alarm(): Promise<void> {
    const stored = this.ctx.storage.kv.get<Window>("window");
    if (stored === undefined || stored.endsAt <= Date.now()) await this.ctx.storage.deleteAll();
  }
}
