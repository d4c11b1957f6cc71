import { env } from "cloudflare:test";
import { inject } from "vitest";
import { devnetChainConfig } from "../../../shared/chains";
import type { Alert } from "../../../shared/schemas/alerts";
import { notifyAlerts } from "../../../workers/alerts/notify";
import { chainReader } from "../../../workers/chain/chain-reader";
import { watchedContracts } from "../../../workers/chain/watched";
import { ingestStep } from "../../../workers/ingest/ingest-step";
import { publishLive } from "../../../workers/live/publish";
import { bearer, newSessionKey, registerByEmail, signInBindings } from "../auth/sign-in-driver";
import { callWorker } from "../call-worker";

// Signed-in users calling /api/v1/alerts and /api/v1/watchlist as the browser does, and the indexer's own path:
// each committed range published as the ingestor publishes it at the head.

const devnet = inject("indexerDevnet");

export type User = { id: string; accessToken: string };

export async function newUser(name: string): Promise<User> {
  const signedIn = await registerByEmail(`${name}-${crypto.randomUUID().slice(0, 8)}@example.com`, await newSessionKey());
  return { id: signedIn.user.id, accessToken: signedIn.tokens.accessToken };
}

/** A call as `user` (null: signed out) to /api/v1`path`. */
export function api(user: User | null, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {
    ...(user === null ? {} : bearer(user.accessToken)),
    ...(body === undefined ? {} : { "content-type": "application/json" }),
  };
  const request = new Request(`http://lqscan.test/api/v1${path}`, { method, headers, body: body === undefined ? null : JSON.stringify(body) });
  return callWorker(request, signInBindings);
}

export async function createAlert(user: User, spec: { pairAddress: string; kind: string; threshold: number }): Promise<Alert> {
  const response = await api(user, "POST", "/alerts", spec);
  if (response.status !== 201) throw new Error(`alert refused: ${response.status} ${await response.text()}`);
  return (await response.json()) as Alert;
}

export const alertsOf = async (user: User, path = "/alerts") => ((await (await api(user, "GET", path)).json()) as { alerts: Alert[] }).alerts;

/** Commits the chain up to its head, publishes each range and hands its figures to the alert boxes, as the ingestor does at the head. */
export async function ingestAndPublish(): Promise<void> {
  const deps = {
    db: env.DB,
    reader: chainReader(devnet.rpcUrl),
    watched: watchedContracts(devnetChainConfig(devnet.rpcUrl, devnet.contracts)),
    startBlock: () => 0,
  };
  for (;;) {
    const result = await ingestStep(deps, 1000);
    if (result.kind === "idle") return;
    if (result.kind === "ingested") await notifyAlerts(env, await publishLive(env, result));
  }
}
