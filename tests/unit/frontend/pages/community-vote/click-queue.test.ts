import { describe, expect, it } from "vitest";
import { ClickQueue } from "../../../../../frontend/pages/community-vote/click-queue";

// The page's clicks between a tap and the server counting them: a 429 keeps them pending until its Retry-After.

const TOKEN = `0x${"a".repeat(40)}`;
const T0 = 1_800_000_000_000;

function clicked(times: number): ClickQueue {
  const queue = new ClickQueue();
  for (let i = 0; i < times; i++) queue.add(TOKEN);
  return queue;
}

describe("ClickQueue", () => {
  it("keeps a batch answered 429 pending, sends nothing before Retry-After, then the same batch again", () => {
    const queue = clicked(60);
    const first = queue.next(T0);
    expect(first).toMatchObject({ tokenAddress: TOKEN, clicks: 50 });
    queue.settle({ kind: "capped", message: "Too many click batches from this IP address", retryAfterSeconds: 5 }, T0);
    expect(queue.pending).toBe(60);
    expect(queue.next(T0 + 4_999)).toBeNull();
    expect(queue.next(T0 + 5_000)).toEqual(first);
    queue.settle({ kind: "refused", message: "Token not found" }, T0 + 5_000);
    expect(queue.pending).toBe(10);
    expect(queue.next(T0 + 5_000)).toMatchObject({ tokenAddress: TOKEN, clicks: 10 });
  });

  it("sends an undelivered batch again with its id, while new clicks wait for the next batch", () => {
    const queue = clicked(3);
    const first = queue.next(T0);
    queue.settle({ kind: "undelivered" }, T0);
    expect(queue.next(T0)).toEqual(first);
    queue.add(TOKEN);
    expect(queue.pending).toBe(4);
    expect(queue.next(T0)).toEqual({ batchId: first!.batchId, tokenAddress: TOKEN, clicks: 3 });
  });
});
