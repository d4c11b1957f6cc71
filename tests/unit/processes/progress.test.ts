import { describe, expect, it } from "vitest";
import { createProgress, type ProgressUpdate, progressText, timeLeftMs } from "../../../processes/progress";

/** An output that records what was written, on a clock the test moves. */
function recorder(isTTY: boolean, columns = 200) {
  let written = "";
  let time = 0;
  const progress = createProgress({ write: (text) => (written += text), isTTY, columns }, () => time);
  return { progress, written: () => written, advance: (ms: number) => (time += ms) };
}

/** What a terminal shows for the text: a carriage return goes back to the line's start, ESC[K erases to its end. */
function screen(text: string): string[] {
  const lines = [""];
  let cursor = 0;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a terminal's escape sequences are what this replays
  for (const token of text.match(/\r|\n|\x1b\[K|[^\r\n\x1b]+/g) ?? []) {
    const line = lines.length - 1;
    if (token === "\n") {
      lines.push("");
      cursor = 0;
    } else if (token === "\r") cursor = 0;
    else if (token === "\x1b[K") lines[line] = lines[line]!.slice(0, cursor);
    else {
      lines[line] = lines[line]!.slice(0, cursor) + token + lines[line]!.slice(cursor + token.length);
      cursor += token.length;
    }
  }
  return lines;
}

const blocks = (done: number, total = 100): ProgressUpdate => ({ done, total, detail: `${done} blocks` });

describe("start-up progress", () => {
  it("estimates the time left from the pace between the first and the latest report", () => {
    expect(timeLeftMs({ at: 0, done: 100 }, { at: 10_000, done: 200 }, 1000)).toBe(80_000);
    expect(timeLeftMs({ at: 0, done: 100 }, { at: 0, done: 100 }, 1000)).toBeUndefined();
    expect(timeLeftMs({ at: 0, done: 100 }, { at: 5000, done: 100 }, 1000)).toBeUndefined();
    expect(progressText("history", { done: 200, total: 1000, detail: "200 blocks" }, 80_000)).toBe("history: 200 blocks, 20%, about 1m 20s left");
    expect(progressText("history", { done: 0, total: 1000, detail: "0 blocks" }, undefined)).toBe("history: 0 blocks, 0%");
    expect(progressText("history", { done: 1000, total: 1000, detail: "1000 blocks" }, 0)).toBe("history: 1000 blocks, 100%");
  });

  it("shows a terminal one live line, redrawn in place and never left behind a step line", async () => {
    const { progress, written, advance } = recorder(true);
    let midway: string[] = [];
    await progress.step("history", async (report) => {
      report(blocks(10));
      advance(10_000);
      report(blocks(30));
      midway = screen(written());
      progress.log("live market: a warning");
      advance(2000);
    });
    expect(midway).toEqual(["history: started", "history: 30 blocks, 30%, about 35s left"]);
    expect(screen(written())).toEqual(["history: started", "live market: a warning", "history: done in 12s", ""]);
    expect(written()).toContain("\r");
  });

  it("cuts the live line to the terminal's width, so that it never wraps", async () => {
    const { progress, written } = recorder(true, 30);
    await progress.step("indexer catch-up", async (report) => {
      report({ done: 5, total: 10, detail: "block 1,000,005 of 1,000,010" });
      // One column short of the width: a line that fills it would move the cursor on in some terminals.
      expect(screen(written()).at(-1)).toBe("indexer catch-up: block 1,00…");
    });
  });

  it("writes a log plain lines: a progress line at most every 5 seconds, and no control characters", async () => {
    const { progress, written, advance } = recorder(false);
    await progress.step("history", async (report) => {
      for (const done of [10, 20, 30, 40, 50, 60]) {
        advance(2000);
        report(blocks(done));
      }
    });
    expect(written().split("\n")).toEqual([
      "history: started",
      "history: 30 blocks, 30%, about 14s left",
      "history: 60 blocks, 60%, about 8s left",
      "history: done in 12s",
      "",
    ]);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a log must hold no control character but the newline
    expect(written()).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f]/);
  });

  it("says how long a failed step ran, and passes its error on", async () => {
    const { progress, written, advance } = recorder(false);
    const failing = progress.step("frontend build", async () => {
      advance(3400);
      throw new Error("vite failed");
    });
    await expect(failing).rejects.toThrow("vite failed");
    expect(written()).toBe("frontend build: started\nfrontend build: failed after 3.4s\n");
  });
});
