// /api/v1/tools/clicker: the Token Clicker's session, batches, board and live board.
import { useEffect } from "react";
import useSWR from "swr";
import { apiErrorSchema } from "../../shared/schemas/api-error";
import {
  type ClickerBatchRequest,
  type ClickerBatchResponse,
  type ClickerLiveMessage,
  type ClickerYou,
  clickerBatchResponseSchema,
  clickerBoardSchema,
  clickerSessionResponseSchema,
  clickerYouSchema,
} from "../../shared/schemas/clicker";
import { apiData, apiPost } from "./api-client";
import { bearer } from "./auth";
import { reconnectDelayMs } from "./pair-feed";

const BASE = "/api/v1/tools/clicker";
const SESSION_STORAGE_KEY = "lqscan.clickerSession";
/** Market figures and all-time totals move slowly; the live socket moves today's counts. */
const BOARD_REFRESH_MS = 30_000;

const storedSession = () => localStorage.getItem(SESSION_STORAGE_KEY) || null;

/** This browser's clicker session: issued (and signed) by the server on the first batch, kept in localStorage. */
async function clickerSession(): Promise<string> {
  const stored = storedSession();
  if (stored !== null) return stored;
  const issued = await apiPost(`${BASE}/session`, {}, clickerSessionResponseSchema);
  if (!issued.ok) throw new Error(issued.message ?? issued.error);
  localStorage.setItem(SESSION_STORAGE_KEY, issued.data.sessionId);
  return issued.data.sessionId;
}

/** What sending a batch came to: counted, refused for a while (a cap), refused for good, or not delivered (try again). */
export type BatchResult =
  | { kind: "counted"; answer: ClickerBatchResponse }
  | { kind: "capped"; message: string; retryAfterSeconds: number }
  | { kind: "refused"; message: string }
  | { kind: "undelivered" };

/** Sends a batch; `keepalive` lets it outlive the page (sent as the page is hidden or left). */
export async function sendClickBatch(batch: Omit<ClickerBatchRequest, "sessionId">, accessToken: string | null, keepalive = false): Promise<BatchResult> {
  const response = await clickerSession()
    .then((sessionId) =>
      fetch(`${BASE}/batches`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(accessToken === null ? {} : bearer(accessToken)) },
        body: JSON.stringify({ ...batch, sessionId } satisfies ClickerBatchRequest),
        keepalive,
      }),
    )
    .catch(() => null);
  if (response === null || response.status >= 500) return { kind: "undelivered" };
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { kind: "counted", answer: clickerBatchResponseSchema.parse(body) };
  const parsed = apiErrorSchema.safeParse(body);
  const message = (parsed.success ? parsed.data.message : undefined) ?? `The clicks were refused (${response.status})`;
  if (response.status === 401) localStorage.removeItem(SESSION_STORAGE_KEY);
  if (response.status === 429) return { kind: "capped", message, retryAfterSeconds: Number(response.headers.get("Retry-After") ?? 60) };
  return { kind: "refused", message };
}

/** The board: today's and all-time leaders and past winners. */
export function useClickerBoard() {
  return useSWR(`${BASE}/board`, (path: string) => apiData(path, clickerBoardSchema), { refreshInterval: BOARD_REFRESH_MS, keepPreviousData: true });
}

/** This browser's clicks and rank today; null before it has a session. */
export function useClickerStanding() {
  return useSWR(`${BASE}/standing`, async (path: string): Promise<ClickerYou | null> => {
    const sessionId = storedSession();
    if (sessionId === null) return null;
    const result = await apiPost(path, { sessionId }, clickerYouSchema);
    if (!result.ok) throw new Error(result.message ?? result.error);
    return result.data;
  });
}

function liveUrl(): string {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}${BASE}/live`;
}

/** Today's counts over the board's WebSocket while mounted, reconnecting with backoff (and to the next round at midnight). */
export function useClickerLive(onMessage: (message: ClickerLiveMessage) => void): void {
  useEffect(() => {
    let closed = false;
    let failedAttempts = 0;
    let socket: WebSocket | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const current = new WebSocket(liveUrl());
      socket = current;
      current.onopen = () => {
        failedAttempts = 0;
      };
      // The server is our own worker: its frames follow shared/schemas/clicker.ts.
      current.onmessage = (event) => onMessage(JSON.parse(String(event.data)) as ClickerLiveMessage);
      current.onclose = () => {
        if (closed || socket !== current) return;
        retryTimer = setTimeout(connect, reconnectDelayMs(failedAttempts));
        failedAttempts += 1;
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(retryTimer);
      socket?.close();
    };
  }, [onMessage]);
}
