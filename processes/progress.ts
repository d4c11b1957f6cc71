// What `npm start`, `npm run devnet` and `npm test` print while they start: each step when it starts and
// ends, with its time, and a progress line for the long ones. A terminal gets the progress as one line
// redrawn in place; a log (CI, a pipe) gets a plain progress line every few seconds and no control characters.
import prettyMilliseconds from "pretty-ms";

/** Where progress goes (process.stderr: stdout carries only `ready: <url>`). */
export type ProgressOutput = { write: (text: string) => unknown; isTTY?: boolean; columns?: number };

/** How far a step has come: `done` of `total` units, and what to show of it ("812 blocks, 20,531 transactions"). */
export type ProgressUpdate = { done: number; total: number; detail: string };

export type Progress = {
  /** Runs `work` as a step: prints its name when it starts and its time when it ends or fails; `work` may report its progress. */
  step: <T>(name: string, work: (report: (update: ProgressUpdate) => void) => Promise<T>) => Promise<T>;
  /** Prints a line of its own (a warning, a log line) without breaking the live progress line. */
  log: (line: string) => void;
};

/** Steps run silently; log lines go to stderr. For tests and benches that start a devnet. */
export const unreported: Progress = { step: (_name, work) => work(() => {}), log: (line) => console.error(line) };

/** A log gets each step's progress at most this often. */
const LOG_EVERY_MS = 5000;

type Sample = { at: number; done: number };

/** The time left at the pace between two samples, or undefined while there is no pace yet. */
export function timeLeftMs(first: Sample, latest: Sample, total: number): number | undefined {
  const pace = (latest.done - first.done) / (latest.at - first.at);
  if (!(pace > 0)) return undefined;
  return Math.max(0, total - latest.done) / pace;
}

/** A count for a progress line's detail: 20,531. */
export const formatCount = (n: number) => n.toLocaleString("en-US");

/** "simulated history: 812 blocks, 20,531 transactions, 43%, about 1m 10s left". */
export function progressText(name: string, update: ProgressUpdate, timeLeft: number | undefined): string {
  const percent = update.total > 0 ? Math.min(100, Math.floor((update.done / update.total) * 100)) : 100;
  const finished = update.done >= update.total;
  const left = timeLeft === undefined || finished ? "" : `, about ${prettyMilliseconds(Math.ceil(timeLeft / 1000) * 1000, { unitCount: 2 })} left`;
  return `${name}: ${update.detail}, ${percent}%${left}`;
}

const stepTime = (ms: number) => prettyMilliseconds(ms, { secondsDecimalDigits: 1 });

// On a terminal: back to the start of the line, and erase what is right of the cursor.
const RETURN = "\r";
const ERASE_TO_END = "\x1b[K";

export function createProgress(output: ProgressOutput, now: () => number = Date.now): Progress {
  /** The live line's text of each step that reported progress (terminal only). */
  const live = new Map<string, string>();
  let liveShown = false;

  function redraw() {
    const text = [...live.values()].join(" | ");
    if (text === "") {
      if (liveShown) output.write(RETURN + ERASE_TO_END);
      liveShown = false;
      return;
    }
    // Cut to the terminal's width: a wrapped line could not be redrawn in place.
    const width = (output.columns ?? 80) - 1;
    output.write(RETURN + (text.length > width ? `${text.slice(0, width - 1)}…` : text) + ERASE_TO_END);
    liveShown = true;
  }

  function printLine(line: string) {
    if (liveShown) output.write(RETURN + ERASE_TO_END);
    liveShown = false;
    output.write(`${line}\n`);
    if (output.isTTY) redraw();
  }

  async function step<T>(name: string, work: (report: (update: ProgressUpdate) => void) => Promise<T>): Promise<T> {
    const started = now();
    printLine(`${name}: started`);
    let first: Sample | undefined;
    let lastLogged = started;
    const report = (update: ProgressUpdate) => {
      const sample = { at: now(), done: update.done };
      first ??= sample;
      const text = progressText(name, update, timeLeftMs(first, sample, update.total));
      if (output.isTTY) {
        live.set(name, text);
        redraw();
      } else if (sample.at - lastLogged >= LOG_EVERY_MS) {
        lastLogged = sample.at;
        printLine(text);
      }
    };
    const finish = (outcome: string) => {
      live.delete(name);
      printLine(`${name}: ${outcome} ${stepTime(now() - started)}`);
    };
    try {
      const result = await work(report);
      finish("done in");
      return result;
    } catch (error) {
      finish("failed after");
      throw error;
    }
  }

  return { step, log: printLine };
}
