import pWaitFor from "p-wait-for";
import { type ManagedProcess, withLogTail } from "./launch";

export type WaitOptions = {
  /** What we wait for, for the timeout message: "the worker to answer /api/v1/misc/health-check". */
  what: string;
  /** The process that should bring it about; waiting ends early if it exits. */
  process: ManagedProcess;
  timeoutMs: number;
  /** A reason to give up before the timeout (say, a build error in the log), or undefined to go on. */
  giveUpWhen?: () => string | undefined;
};

/** Polls check() until it returns true; throws on timeout or when the process exits first. */
export async function waitUntil(check: () => Promise<boolean>, options: WaitOptions): Promise<void> {
  let exitedWith: string | undefined;
  void options.process.exited.then((outcome) => {
    exitedWith = outcome;
  });
  const failure = (message: string) => new Error(withLogTail(options.process, message));
  await pWaitFor(
    () => {
      if (exitedWith !== undefined) throw failure(`${options.process.name} stopped (${exitedWith}) while waiting for ${options.what}`);
      const reason = options.giveUpWhen?.();
      if (reason !== undefined) throw failure(reason);
      return check().catch(() => false);
    },
    {
      interval: 250,
      timeout: {
        milliseconds: options.timeoutMs,
        fallback: () => {
          throw failure(`timed out after ${options.timeoutMs / 1000} s waiting for ${options.what}`);
        },
      },
    },
  );
}

/** True when a GET of url answers 200. */
export async function answers200(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.body?.cancel();
  return response.status === 200;
}
