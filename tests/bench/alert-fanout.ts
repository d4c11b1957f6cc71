// Bench: what signed-in users' alerts on one pair cost its live feed (docs/alerts.md). A fresh launch is traded
// TRADES times with no alert on it, then USERS users sign in (the devnet's issuer) and each sets two alerts on it:
// one that every trade reaches (price below $1e9) and one no trade reaches (price above $1e9), which stays in the
// index so every later trade is handed to every box. It is traded TRADES times again, the first of them firing the
// first kind. Prints the feed's latency (new head → the trade's frame on /ws/pairs/{pair}) without and with the
// alerts, medians and their ratio, and the time from that first trade until every user's alert was listed as fired.
// Against a running devnet stack (`npm start`):
//   BASE_URL=http://127.0.0.1:8787 DEVNET_RPC_URL=http://127.0.0.1:8545 OIDC_URL=http://127.0.0.1:8091 \
//     NODE_OPTIONS=--experimental-websocket npx tsx tests/bench/alert-fanout.ts
// USERS (200), TRADES (10), PACE_MS (1200).
import { setTimeout as sleep } from "node:timers/promises";
import type { Alert } from "../../shared/schemas/alerts";
import type { PairFeedServerMessage } from "../../shared/schemas/pair-feed";
import { BASE_URL, DEVNET_RPC_URL } from "../e2e/chromium";
import { idTokenFromIssuer } from "../sign-in/issuer-login";
import { startHeadClock } from "./lib/head-clock";
import { percentile } from "./lib/percentile";
import { tradedToken } from "./lib/traded-token";

const USERS = Number(process.env.USERS ?? 200);
const TRADES = Number(process.env.TRADES ?? 10);
/** The pause after each timed trade is mined: 1.2 s gives each its own block; 0 trades in every block. */
const PACE_MS = Number(process.env.PACE_MS ?? 1_200);
const OIDC_URL = process.env.OIDC_URL ?? "http://127.0.0.1:8091";
/** Sign-ins at once: each one makes a wallet at the provider. */
const SIGN_IN_BATCH = 10;

const { token, buy } = await tradedToken("ALRTFAN");
const heads = await startHeadClock(DEVNET_RPC_URL.replace(/^http/, "ws"));

const frameAt = new Map<string, number>();
const socket = new WebSocket(`${BASE_URL.replace(/^http/, "ws")}/ws/pairs/${token}`);
socket.addEventListener("message", (event) => {
  const message = JSON.parse(String(event.data)) as PairFeedServerMessage;
  if (message.type === "update") for (const trade of message.trades) frameAt.set(trade.transactionHash, Date.now());
});
await new Promise((resolve) => socket.addEventListener("open", resolve));
socket.send(JSON.stringify({ type: "subscribe", timeframes: ["1m"], candleType: "usd" }));

/** TRADES buys, each past the next block; answers each one's new head → feed frame. */
async function tradeRound(): Promise<number[]> {
  const headAt = new Map<string, number>();
  for (let i = 0; i < TRADES; i++) {
    const { transactionHash, blockNumber } = await buy();
    headAt.set(transactionHash, await heads.arrivedAt(blockNumber));
    await sleep(PACE_MS);
  }
  await sleep(3_000);
  const missing = [...headAt.keys()].filter((hash) => !frameAt.has(hash)).length;
  if (missing > 0) throw new Error(`${missing} of ${TRADES} trades never reached the feed`);
  return [...headAt].map(([hash, at]) => frameAt.get(hash)! - at);
}

type User = { authorization: string };
async function signIn(index: number): Promise<User> {
  const idToken = await idTokenFromIssuer(OIDC_URL, {
    clientId: "lqscan-devnet",
    email: `alert-fan-${Date.now()}-${index}@example.com`,
    name: "Fan",
    nonce: crypto.randomUUID(),
  });
  const response = await fetch(new URL("/api/v1/auth/google", BASE_URL), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ idToken, targetPublicKey: null }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return { authorization: `Bearer ${((await response.json()) as { tokens: { accessToken: string } }).tokens.accessToken}` };
}
const api = async (user: User, method: string, path: string, body?: unknown) => {
  const response = await fetch(new URL(`/api/v1${path}`, BASE_URL), {
    method,
    headers: { authorization: user.authorization, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<{ alerts: Alert[] }>;
};

const without = await tradeRound();

const users: User[] = [];
const signInStart = performance.now();
for (let first = 0; first < USERS; first += SIGN_IN_BATCH) {
  const batch = await Promise.all(Array.from({ length: Math.min(SIGN_IN_BATCH, USERS - first) }, (_, index) => signIn(first + index)));
  for (const user of batch) {
    await api(user, "POST", "/alerts", { pairAddress: token, kind: "price-below", threshold: 1e9 });
    await api(user, "POST", "/alerts", { pairAddress: token, kind: "price-above", threshold: 1e9 });
  }
  users.push(...batch);
}
console.log(`${USERS} users signed in with 2 alerts each in ${((performance.now() - signInStart) / 1000).toFixed(1)} s`);

// The round's first trade fires one alert of each user: when the last of them is listed as fired (the users not seen
// fired yet asked every second, as the open app asks every 10 s). The later trades are handed to every box too.
const roundStart = Date.now();
const firedWatch = (async () => {
  let waiting = users;
  while (waiting.length > 0) {
    await sleep(1_000);
    const fired = await Promise.all(waiting.map(async (user) => (await api(user, "GET", "/alerts/fired")).alerts.length > 0));
    waiting = waiting.filter((_, index) => !fired[index]);
  }
  return Date.now();
})();
const withAlerts = await tradeRound();
const allFired = (await firedWatch) - roundStart;
socket.close();
await heads.stop();

const median = (values: number[]) => percentile(values, 0.5);
console.log(`new head → feed frame, ${TRADES} trades each (ms): p50 without alerts ${median(without)}, with ${USERS} users' alerts ${median(withAlerts)}`);
console.log(`  ratio of medians ${(median(withAlerts) / median(without)).toFixed(2)}`);
console.log(`  each without: ${without.join(" ")}`);
console.log(`  each with:    ${withAlerts.join(" ")}`);
console.log(`first trade sent → all ${USERS} users' alerts listed as fired: ${allFired} ms`);
