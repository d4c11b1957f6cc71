const SHUTDOWN_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * Resolves with the first SIGINT, SIGTERM or SIGHUP. Later signals are swallowed while we clean up:
 * Ctrl-C reaches us both from the terminal and forwarded by npm.
 */
export function shutdownSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    for (const signal of SHUTDOWN_SIGNALS) process.on(signal, () => resolve(signal));
  });
}
