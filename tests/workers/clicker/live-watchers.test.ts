import { describe, expect, it } from "vitest";
import type { ClickerLiveMessage } from "../../../shared/schemas/clicker";
import { callWorker } from "../call-worker";
import { knownToken } from "../known-token";
import { clickerSession, freshAddress, sendBatch, until } from "./clicker-client";

// The live board's sockets as watchers (and abusers of them) meet them: what a watcher sends is ignored, and one
// round object serves at most 1,000 watchers, closing the next with 1013 ("try again later").

type Watcher = { socket: WebSocket; frames: ClickerLiveMessage[]; closed: { code: number; reason: string } | null };

async function watch(): Promise<Watcher> {
  const response = await callWorker(new Request("http://app/api/v1/tools/clicker/live", { headers: { Upgrade: "websocket" } }));
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  const watcher: Watcher = { socket, frames: [], closed: null };
  socket.addEventListener("message", (event) => {
    watcher.frames.push(JSON.parse(String(event.data)) as ClickerLiveMessage);
  });
  socket.addEventListener("close", (event) => {
    watcher.closed = { code: event.code, reason: event.reason };
  });
  socket.accept();
  return watcher;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the live board's sockets", () => {
  it("ignore what a watcher sends, garbage or huge, and keep pushing the board", { timeout: 60_000 }, async () => {
    const token = (await knownToken(`0x${"c1cb".repeat(10)}`)).toLowerCase();
    const watcher = await watch();
    await until(() => watcher.frames.length > 0 || undefined);
    watcher.socket.send("not json at all");
    watcher.socket.send(new Uint8Array(512 * 1024).fill(0x7b));
    watcher.socket.send("x".repeat(900 * 1024));
    await pause(500);
    expect(watcher.frames).toHaveLength(1);
    expect(watcher.closed).toBeNull();

    const ip = freshAddress();
    expect((await sendBatch(ip, await clickerSession(ip), token, 9)).status).toBe(200);
    const pushed = await until(() => watcher.frames.slice(1).find((frame) => frame.type === "board"));
    expect(pushed.type === "board" && pushed.today.find((row) => row.tokenAddress === token)?.clicks).toBe(9);
    watcher.socket.close(1000, "done");
  });

  it("serves 1,000 watchers and closes the next with 1013, try again later", { timeout: 240_000 }, async () => {
    const watchers: Watcher[] = [];
    for (let i = 0; i < 1000; i++) watchers.push(await watch());
    await until(() => watchers.every((watcher) => watcher.frames.length === 1) || undefined);
    const extra = await watch();
    expect(await until(() => extra.closed)).toEqual({ code: 1013, reason: "Too many watchers: try again later" });
    expect(extra.frames).toHaveLength(0);
    expect(watchers.filter((watcher) => watcher.closed !== null)).toHaveLength(0);

    // A watcher leaving makes room for the next.
    watchers[0]!.socket.close(1000, "leaving");
    await pause(200);
    const next = await watch();
    await until(() => next.frames[0] ?? next.closed);
    expect({ frames: next.frames.length, closed: next.closed }).toEqual({ frames: 1, closed: null });
    for (const watcher of [...watchers.slice(1), next]) watcher.socket.close(1000, "done");
  });
});
