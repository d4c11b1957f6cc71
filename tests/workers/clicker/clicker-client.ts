import { clickerBoardSchema, clickerSessionResponseSchema } from "../../../shared/schemas/clicker";
import { callWorker } from "../call-worker";

// Drives /api/v1/tools/clicker as the page does, each caller from an IP address it names.

const BASE = "http://app/api/v1/tools/clicker";

let addressSeq = 0;
/** An address no other caller of this file uses (198.18.0.0/15 is for benchmarks and tests). */
export function freshAddress(): string {
  addressSeq += 1;
  return `198.18.${Math.floor(addressSeq / 250)}.${(addressSeq % 250) + 1}`;
}

export function clickerCall(method: string, path: string, ip: string, body?: unknown, headers: Record<string, string> = {}) {
  return callWorker(
    new Request(`${BASE}${path}`, {
      method,
      headers: { "content-type": "application/json", "CF-Connecting-IP": ip, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

export async function clickerSession(ip: string): Promise<string> {
  const response = await clickerCall("POST", "/session", ip);
  if (response.status !== 201) throw new Error(`POST /clicker/session answered ${response.status}`);
  return clickerSessionResponseSchema.parse(await response.json()).sessionId;
}

let batchSeq = 0;
export function freshBatchId(): string {
  batchSeq += 1;
  return `batch-${Date.now().toString(36)}-${batchSeq}`;
}

export function sendBatch(ip: string, sessionId: string, tokenAddress: string, clicks: number, batchId = freshBatchId(), headers: Record<string, string> = {}) {
  return clickerCall("POST", "/batches", ip, { sessionId, batchId, tokenAddress, clicks }, headers);
}

export async function board() {
  const response = await clickerCall("GET", "/board", freshAddress());
  if (response.status !== 200) throw new Error(`GET /clicker/board answered ${response.status}: ${await response.text()}`);
  return clickerBoardSchema.parse(await response.json());
}

/** The token's row on today's board. */
export async function todayOf(token: string) {
  return (await board()).today.find((row) => row.tokenAddress === token.toLowerCase());
}

/** Seconds until the next UTC midnight, computed here and not by the code under test. */
export const secondsToMidnight = () => {
  const now = new Date();
  return Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000);
};

/** What `read` gives once it gives something (polled every 20 ms): a frame a socket received, a close. */
export async function until<T>(read: () => T | undefined | null): Promise<T> {
  for (;;) {
    const value = read();
    if (value !== undefined && value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
