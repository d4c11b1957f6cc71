import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../workers/index";

/**
 * Calls the worker's fetch handler directly, optionally with some bindings replaced (a Redis that
 * is not there). Unlike SELF.fetch, whose cost per request grows with every request a test has
 * made, this stays fast for the thousand-request tests.
 */
export async function callWorker(request: Request, bindings: Partial<typeof env> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}
