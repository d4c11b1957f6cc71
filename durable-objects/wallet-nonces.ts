import { DurableObject } from "cloudflare:workers";
import { type ChainView, type InFlight, type Plan, planNext } from "../workers/trading/in-flight";

/** A lease not settled by then (its worker died mid-send) is given up. */
const LEASE_MS = 20_000;

type Lease = { leaseId: string; nonce: number | null; cost: bigint; release: () => void; timer: ReturnType<typeof setTimeout> };

/**
 * One wallet's transactions (one object per wallet address). Leases are handed out one at a time in arrival
 * order: the holder reads the chain (`reserve` gets that view), signs and sends with the nonce it is given,
 * then settles. What was sent stays in flight until it is mined or the node drops it, and counts against
 * the balance of every later transaction, so parallel trades never spend more than the wallet holds, never
 * share a nonce, and a dropped transaction's nonce goes to the next one instead of leaving a gap.
 */
export class WalletNonces extends DurableObject<Env> {
  /** Resolves when the lease before the newest caller's ends. */
  private line: Promise<void> = Promise.resolve();
  private current: Lease | undefined;

  /** Waits for the wallet's turn; answers the lease and the transactions in flight, for the caller to check on the node. */
  async lease(): Promise<{ leaseId: string; inFlight: InFlight[] }> {
    const before = this.line;
    let release!: () => void;
    this.line = new Promise((resolve) => {
      release = resolve;
    });
    await before;
    try {
      const leaseId = crypto.randomUUID();
      this.current = { leaseId, nonce: null, cost: 0n, release, timer: setTimeout(() => void this.settle(leaseId, null), LEASE_MS) };
      return { leaseId, inFlight: await this.inFlight() };
    } catch (error) {
      release();
      throw error;
    }
  }

  /** The nonce for a transaction of at most `cost`, given the node's view; a refusal ends the lease. */
  async reserve(leaseId: string, view: ChainView, cost: bigint): Promise<Plan> {
    const lease = this.current;
    if (lease?.leaseId !== leaseId) throw new Error("the wallet's lease expired before its transaction was signed");
    const plan = planNext(await this.inFlight(), view, cost);
    await this.ctx.storage.put("inFlight", plan.inFlight);
    if (!plan.ok) await this.settle(leaseId, null);
    else Object.assign(lease, { nonce: plan.nonce, cost });
    return plan;
  }

  /** The nonce reserved under the lease, or null when the lease ended or has none: a withdrawal must be signed with it. */
  reservedNonce(leaseId: string): number | null {
    return this.current?.leaseId === leaseId ? this.current.nonce : null;
  }

  /** Ends the lease: `hash` when the transaction was sent (it is then in flight), null when not. */
  async settle(leaseId: string, hash: string | null): Promise<void> {
    const lease = this.current;
    if (lease?.leaseId !== leaseId) return;
    this.current = undefined;
    clearTimeout(lease.timer);
    try {
      if (hash !== null && lease.nonce !== null) {
        const sent: InFlight = { nonce: lease.nonce, hash, cost: lease.cost };
        await this.ctx.storage.put("inFlight", [...(await this.inFlight()), sent]);
      }
    } finally {
      lease.release();
    }
  }

  private async inFlight(): Promise<InFlight[]> {
    return (await this.ctx.storage.get<InFlight[]>("inFlight")) ?? [];
  }
}
