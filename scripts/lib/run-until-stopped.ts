import { shutdownSignal } from "./shutdown";

/** Something long-running that we started: the stack, or the devnet alone. */
export type Service = {
  /** Settles if it dies on its own, with what happened. */
  exited: Promise<string>;
  stop: () => Promise<void>;
};

/**
 * Starts the service, prints its ready line, and keeps it up until SIGINT, SIGTERM or SIGHUP;
 * then stops all of it. If a part dies on its own, stops the rest and exits with status 1.
 */
export async function runUntilStopped<S extends Service>(start: () => Promise<S>, readyLine: (service: S) => string) {
  let service: S | undefined;
  const stopRequested = shutdownSignal();
  // A signal during start-up exits at once; the exit hook in lib/processes kills what had started.
  void stopRequested.then(() => {
    if (!service) process.exit(130);
  });

  try {
    service = await start();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(readyLine(service));

  const unexpectedExit = await Promise.race([stopRequested.then(() => undefined), service.exited]);
  await service.stop();
  if (unexpectedExit !== undefined) {
    console.error(`${unexpectedExit}\nstopped everything else`);
    process.exit(1);
  }
}
