import { DurableObject } from "cloudflare:workers";

/** A lease not settled by then (its worker died mid-send) is given up, its nonce unused. */
const LEASE_MS = 20_000;

type Lease = { leaseId: string; nonce: number; release: () => void; timer: ReturnType<typeof setTimeout> };

/**
 * One wallet's transaction nonces (one object per wallet address). A caller leases the next nonce, signs
 * and sends with it, then settles: sent, and the next lease gets the nonce after it; not sent, and the next
 * lease gets the same one again. Leases are handed out one at a time in arrival order, so parallel trades
 * from one wallet never share a nonce or leave a gap. The next nonce is the larger of the last one sent
 * here and the node's pending count, so transactions sent from elsewhere (the broadcast route) are seen.
 */
export class WalletNonces extends DurableObject<Env> {
  /** Resolves when the lease before the newest caller's ends. */
  private line: Promise<void> = Promise.resolve();
  private current: Lease | undefined;

  async lease(pendingOnChain: number): Promise<{ leaseId: string; nonce: number }> {
    const before = this.line;
    let release!: () => void;
    this.line = new Promise((resolve) => {
      release = resolve;
    });
    await before;
    try {
      const next = await this.ctx.storage.get<number>("next");
      const leaseId = crypto.randomUUID();
      const nonce = Math.max(next ?? 0, pendingOnChain);
      this.current = { leaseId, nonce, release, timer: setTimeout(() => void this.settle(leaseId, false), LEASE_MS) };
      return { leaseId, nonce };
    } catch (error) {
      release();
      throw error;
    }
  }

  async settle(leaseId: string, sent: boolean): Promise<void> {
    const lease = this.current;
    if (lease?.leaseId !== leaseId) return;
    this.current = undefined;
    clearTimeout(lease.timer);
    try {
      if (sent) await this.ctx.storage.put("next", lease.nonce + 1);
    } finally {
      lease.release();
    }
  }
}
