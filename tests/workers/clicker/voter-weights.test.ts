import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { clickerBatchResponseSchema } from "../../../shared/schemas/clicker";
import { pairIdOf } from "../../../workers/db/ids";
import { bearer, signInBindings, signInWithGoogle } from "../auth/sign-in-driver";
import { callWorker } from "../call-worker";
import { clickerSession, freshAddress, freshBatchId, todayOf } from "./clicker-client";

// Who a click counts for and how much: anonymous sessions 1, signed-in wallets 2, wallets with a swap in the index 3,
// and the wallets of one bubble-map cluster one voter sharing one cap. Users sign in through the real sign-in API
// (the local wallet provider); the cluster is the bubble-map tool's own, from holders and transfers in D1.

const STAMP = new Date(0).toISOString();
const TOKEN = `0x${"c105".repeat(10)}`;
const OTHER = `0x${"c106".repeat(10)}`;

async function indexedToken(address: string) {
  await env.DB.prepare(
    "INSERT INTO tokens (address, name, symbol, decimals, total_supply, circulating_supply, token_type, block_number, created_at, updated_at) VALUES (?1, 'Cluster', 'CLU', 6, '1000000', '1000000', 'erc20', 1, ?2, ?2)",
  )
    .bind(address, STAMP)
    .run();
}

/** The wallet holds `tokens` whole tokens of TOKEN (6 decimals), as ingestion would have written it. */
async function holds(wallet: string, tokens: number) {
  await env.DB.prepare(
    `INSERT INTO holder_balances (token_address, holder_address, raw_balance, total_bought, total_sold, bought_usd, sold_usd, bought_mcap_tokens,
       sold_mcap_tokens, trade_count, cost_tokens, cost_usd, realized_pnl_usd, block_number) VALUES (?1, ?2, ?3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)`,
  )
    .bind(TOKEN, wallet, tokens * 1_000_000)
    .run();
}

/** A transfer of TOKEN between two wallets: what links them on the bubble map. */
async function transfer(from: string, to: string, logIndex: number) {
  await env.DB.prepare(
    "INSERT INTO events (pair_address, contract_address, event_type, block_number, block_timestamp, log_index, transaction_hash, from_address, to_address, amount_in, created_at) VALUES (?1, ?1, 't', 1, 1, ?4, '0x', ?2, ?3, '1', ?5)",
  )
    .bind(TOKEN, from, to, logIndex, STAMP)
    .run();
}

/** One swap of the wallet on a pair of OTHER (at its own log index): a trader in our index. */
async function traded(wallet: string, logIndex = 0) {
  const pair = `0x${"c107".repeat(10)}`;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT OR IGNORE INTO pairs (address, protocol, token0_address, token1_address, creation_block, creation_timestamp, creation_transaction, block_number) VALUES (?1, 'hyperswap-v2', ?2, '0x5555555555555555555555555555555555555555', 1, 1, '0x', 1)",
    ).bind(pair, OTHER),
    env.DB.prepare("INSERT INTO traders (address) VALUES (?1)").bind(wallet),
    env.DB.prepare(
      `INSERT INTO swap_rows (pair_id, block_number, block_timestamp, log_index, transaction_hash, trader_id, amount0_in, amount1_in, amount0_out,
         amount1_out, price0_in1, price1_in0, price_usd, volume_token0, volume_token1, volume_usd, is_buy, mcap_usd, created_at)
       VALUES (${pairIdOf("?1")}, 2, 2, ?4, '0x', (SELECT id FROM traders WHERE address = ?2), '0', '1', '10', '0', 0.1, 10, 1, 10, 1, 1, 1, 1000, ?3)`,
    ).bind(pair, wallet, STAMP, logIndex),
  ]);
}

type Player = { ip: string; sessionId: string; headers: Record<string, string>; wallet: string | null };

async function player(signedIn: boolean): Promise<Player> {
  const ip = freshAddress();
  const sessionId = await clickerSession(ip);
  if (!signedIn) return { ip, sessionId, headers: {}, wallet: null };
  const user = await signInWithGoogle(`clicker-${crypto.randomUUID()}@example.com`);
  return { ip, sessionId, headers: bearer(user.tokens.accessToken), wallet: user.result.address.toLowerCase() };
}

function batch(who: Player, token: string, clicks: number, bindings = signInBindings) {
  return callWorker(
    new Request("http://app/api/v1/tools/clicker/batches", {
      method: "POST",
      headers: { "content-type": "application/json", "CF-Connecting-IP": who.ip, ...who.headers },
      body: JSON.stringify({ sessionId: who.sessionId, batchId: freshBatchId(), tokenAddress: token, clicks }),
    }),
    bindings,
  );
}

let cluster: Player[] = [];

beforeAll(async () => {
  await indexedToken(TOKEN);
  await indexedToken(OTHER);
  cluster = await Promise.all([player(true), player(true), player(true)]);
  const [a, b, c] = cluster.map((member) => member.wallet!);
  await holds(a!, 1000);
  await holds(b!, 800);
  await holds(c!, 600);
  await holds(`0x${"0d".repeat(20)}`, 500);
  await transfer(a!, b!, 0);
  await transfer(b!, c!, 1);
}, 120_000);

describe("voter weights", () => {
  it("weighs an anonymous click 1, a signed-in wallet's 2 and a trader's 3", { timeout: 120_000 }, async () => {
    const anonymous = await player(false);
    const wallet = await player(true);
    const trader = await player(true);
    await traded(trader.wallet!);
    const answers = [];
    for (const who of [anonymous, wallet, trader]) {
      const answer = await batch(who, OTHER, 10);
      expect(answer.status).toBe(200);
      answers.push(clickerBatchResponseSchema.parse(await answer.json()));
    }
    expect(answers.map(({ tier, weight }) => ({ tier, weight }))).toEqual([
      { tier: "anonymous", weight: 1 },
      { tier: "wallet", weight: 2 },
      { tier: "trader", weight: 3 },
    ]);
    expect(await todayOf(OTHER)).toMatchObject({ clicks: 30, weightedVotes: 60, organicVotes: 60, organicShare: 1, voters: 3 });
  });

  it("counts the wallets of one bubble-map cluster as one voter with one cap, and shows their flood as non-organic", { timeout: 300_000 }, async () => {
    let accepted = 0;
    // 3 wallets × 41 batches × 50 clicks = 6,150 clicks offered; the cluster's cap is 6,000.
    for (let i = 0; i < 41; i++) {
      for (const member of cluster) {
        const answer = await batch(member, TOKEN, 50);
        if (answer.status === 200) accepted += clickerBatchResponseSchema.parse(await answer.json()).accepted;
        else expect(answer.status).toBe(429);
      }
    }
    expect(accepted).toBe(6000);
    const refused = await batch(cluster[2]!, TOKEN, 1);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Click cap reached for this wallet and its bubble-map cluster: at most 6000 clicks a round\. Retry after \d+ seconds?, when the next round starts\.$/,
    );
    // One voter at weight 2: its first 100 clicks are organic.
    expect(await todayOf(TOKEN)).toMatchObject({ clicks: 6000, weightedVotes: 12000, organicVotes: 200, organicShare: 200 / 12000, voters: 1 });
  });

  it("counts a wallet whose cluster cannot be looked up as an anonymous voter of its IP, and remembers the failure", { timeout: 120_000 }, async () => {
    const unread = `0x${"c108".repeat(10)}`;
    await indexedToken(unread);
    const wallet = await player(true);
    const nodeDown = { ...signInBindings, RPC_URL: "http://127.0.0.1:9" };
    const weighed = async (bindings: typeof signInBindings) => {
      const { tier, weight } = clickerBatchResponseSchema.parse(await (await batch(wallet, unread, 10, bindings)).json());
      return { tier, weight };
    };
    expect(await weighed(nodeDown)).toEqual({ tier: "anonymous", weight: 1 });
    // The node answers again, but the failed lookup is remembered (30 s): the wallet still weighs as its IP.
    expect(await weighed(signInBindings)).toEqual({ tier: "anonymous", weight: 1 });
    expect(await todayOf(unread)).toMatchObject({ clicks: 20, weightedVotes: 20, organicVotes: 20, voters: 1 });
  });

  it("counts a voter's first 100 clicks as organic at the weight each had, when a wallet starts trading mid-round", { timeout: 120_000 }, async () => {
    const target = `0x${"c109".repeat(10)}`;
    await indexedToken(target);
    const wallet = await player(true);
    expect(clickerBatchResponseSchema.parse(await (await batch(wallet, target, 30)).json())).toMatchObject({ tier: "wallet", weight: 2 });
    expect(clickerBatchResponseSchema.parse(await (await batch(wallet, target, 30)).json())).toMatchObject({ tier: "wallet", weight: 2 });
    await traded(wallet.wallet!, 1);
    expect(clickerBatchResponseSchema.parse(await (await batch(wallet, target, 50)).json())).toMatchObject({ tier: "trader", weight: 3 });
    expect(clickerBatchResponseSchema.parse(await (await batch(wallet, target, 50)).json())).toMatchObject({ tier: "trader", weight: 3 });
    // 60 clicks at 2 and 100 at 3: 420 votes. Organic: the first 100 clicks, 60 at 2 and 40 at 3 = 240.
    expect(await todayOf(target)).toMatchObject({ clicks: 160, weightedVotes: 420, organicVotes: 240, organicShare: 240 / 420, voters: 1 });
  });
});
