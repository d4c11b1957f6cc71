// anvil writes its own --dump-state file in place (truncated first, then written), so a kill while it saves
// leaves half a chain that no later start can load: a week of history is hundreds of MB and several seconds of
// writing. The devnet saves the chain itself instead: anvil_dumpState's answer, unpacked into a file beside the
// saved one, flushed to disk and renamed over it, so a kill at any moment leaves the previous complete save.
import { createWriteStream } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { dirname } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import { createGunzip } from "node:zlib";

export type ChainSaver = {
  /** Saves the chain now (after a save already under way) and from then on periodically; rejects if this save failed. */
  save: () => Promise<void>;
  /** Stops the periodic saves and waits for one under way. */
  stop: () => Promise<void>;
};

/** The file a save writes before it becomes the saved chain; a kill can leave it behind, never half-renamed. */
export function partialSavePath(statePath: string): string {
  return `${statePath}.partial`;
}

/** Saves the chain of the anvil at `rpcUrl` to `statePath` (the JSON `--load-state` reads), atomically. */
export async function saveChain(rpcUrl: string, statePath: string): Promise<void> {
  const partial = partialSavePath(statePath);
  // A plain fetch, not viem: the answer (hex of gzip of the state) is read as a stream, never held whole.
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "anvil_dumpState", params: [] }),
  });
  if (!response.ok || !response.body) throw new Error(`anvil_dumpState answered HTTP ${response.status}`);
  try {
    // flush: the file's bytes reach the disk before it is renamed over the last save.
    await pipeline(gzipOfAnswer(Readable.fromWeb(response.body as ReadableStream<Uint8Array>)), createGunzip(), createWriteStream(partial, { flush: true }));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, statePath);
  // The rename itself reaches the disk only with its folder.
  const folder = await open(dirname(statePath), "r");
  await folder.sync().finally(() => folder.close());
}

/**
 * Saves the chain every `everyMs` once there is a saved chain to keep: from the start when `saved`, else from the
 * first save() (a new chain is not worth saving while its history is being written). A failed periodic save is
 * reported and the last complete one kept.
 */
export function keepChainSaved(rpcUrl: string, statePath: string, options: { saved: boolean; everyMs: number; log: (line: string) => void }): ChainSaver {
  let saving: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const arm = () => {
    if (timer !== undefined || stopped) return;
    timer = setInterval(() => {
      saveOnce().catch((error: Error) => options.log(`saving the devnet chain failed, the last save is kept: ${error.message}`));
    }, options.everyMs);
    timer.unref();
  };
  const saveOnce = () => {
    saving = saving.catch(() => {}).then(() => saveChain(rpcUrl, statePath));
    return saving;
  };
  if (options.saved) arm();
  return {
    save: async () => {
      await saveOnce();
      arm();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await saving.catch(() => {});
    },
  };
}

const RESULT_START = '"result":"0x';

/** The bytes of a JSON-RPC answer's hex `result`, decoded as they arrive; throws on an `error` answer. */
async function* gzipOfAnswer(body: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
  let head = "";
  let inResult = false;
  // A hex digit whose pair is in the next chunk.
  let carry = "";
  for await (const chunk of body) {
    let text = Buffer.from(chunk).toString("latin1");
    if (!inResult) {
      head += text;
      const at = head.indexOf(RESULT_START);
      if (at < 0) continue;
      inResult = true;
      text = head.slice(at + RESULT_START.length);
    }
    const end = text.indexOf('"');
    const hex = carry + (end < 0 ? text : text.slice(0, end));
    const even = hex.length - (hex.length % 2);
    carry = hex.slice(even);
    yield Buffer.from(hex.slice(0, even), "hex");
    if (end >= 0) return;
  }
  if (inResult) throw new Error("anvil's answer ended before the whole chain was sent");
  throw new Error(`anvil_dumpState failed: ${head.slice(0, 300)}`);
}
