import { DurableObject } from "cloudflare:workers";
import type { LendingContracts } from "../shared/lending/contracts";
import type { IndexerStatus } from "../shared/schemas/indexer-status";
import { nothingUndelivered, notifyAlerts, type Undelivered } from "../workers/alerts/notify";
import { chainClient } from "../workers/chain/chain-client";
import { chainConfigFor } from "../workers/chain/chain-config";
import { chainReader } from "../workers/chain/chain-reader";
import { followNewHeads, type NewHeads } from "../workers/chain/new-heads";
import { nftReader } from "../workers/chain/nft-reader";
import { watchedContracts } from "../workers/chain/watched";
import { readCursor } from "../workers/db/indexed-blocks";
import { loggableMessage } from "../workers/http/loggable-message";
import { type CycleResult, type IngestDeps, ingestStep } from "../workers/ingest/ingest-step";
import { countNftFactsPending, readNftFacts } from "../workers/ingest/nft-facts";
import { FIRST_RANGE_BLOCKS, nextRangeBlocks } from "../workers/ingest/range-size";
import { countTokensMissingFacts, refillTokenFacts } from "../workers/ingest/token-facts";
import { refreshWrappedSupply } from "../workers/ingest/wrapped-supply";
import { resolveLending } from "../workers/lending/resolve-lending";
import { publishLive } from "../workers/live/publish";
import { notifyBots } from "../workers/trading-bot/notify";

/** At the head, the next look at the chain is at most this far away. */
const LIVE_INTERVAL_MS = 250;
/** While the node's new heads arrive over RPC_WS_URL, each one is ingested at once and polling is only the fallback. */
const FOLLOWING_INTERVAL_MS = 1_000;
const MAX_BACKOFF_MS = 10_000;
/** While backfilling, one alarm runs steps for up to this long before yielding. */
const ALARM_BUDGET_MS = 5_000;
/** At the head, facts the chain's logs do not carry (WHYPE's supply, tokens' missing facts) are read again at most this often. */
const CHAIN_FACTS_INTERVAL_MS = 60_000;
/** NFT metadata and fundings are read in small batches, this often at the head, until none is left. */
const NFT_FACTS_INTERVAL_MS = 2_000;

/**
 * One per chain (idFromName(CHAIN)): an alarm loop that ingests the chain into D1. Ranges grow from
 * FIRST_RANGE_BLOCKS by what their logs weigh (up to 1000 blocks) while backfilling and shrink to one
 * block at the head; a failed step halves the range and retries after a backoff, so a flaky RPC delays
 * ingestion but never skips a block.
 */
export class ChainIngestor extends DurableObject {
  private rangeBlocks = FIRST_RANGE_BLOCKS;
  private failures = 0;
  private lastError: string | null = null;
  private lastStepAt: string | null = null;
  private head: number | null = null;
  private chainFactsReadAt = 0;
  private nftFactsReadAt = 0;
  /** Steps run one after another: an alarm and a direct step() call must not interleave at their awaits. */
  private queue: Promise<unknown> = Promise.resolve();
  /** The lending contracts with what the chain answers filled in (workers/lending/resolve-lending.ts), once per start. */
  private lending: LendingContracts | null = null;
  /** Alerts are judged one range after another, off the steps' path: the next range's feeds never wait on an AlertBox. */
  private alerting: Promise<void> = Promise.resolve();
  /** What the last hand-over to the AlertBoxes could not deliver; the next one carries it. */
  private undelivered: Undelivered = nothingUndelivered();
  /** The node's newHeads subscription when RPC_WS_URL is set (workers/chain/new-heads.ts). */
  private heads: NewHeads | null = null;

  private deps(): IngestDeps | null {
    const configured = chainConfigFor(this.env);
    const config = { ...configured, contracts: { ...configured.contracts, lending: this.lending ?? configured.contracts.lending } };
    const watched = watchedContracts(config);
    if (watched.launchpad === null && watched.v2Factory === null && watched.v3Factory === null) return null;
    const configuredStart = this.env.INDEXER_START_BLOCK;
    return {
      db: this.env.DB,
      reader: chainReader(config.rpcUrl),
      watched,
      // The devnet is indexed from genesis; a real chain from INDEXER_START_BLOCK, else from where it is now.
      startBlock: (head) => (configuredStart !== undefined ? Number(configuredStart) : config.name === "devnet" ? 0 : head),
      sawHead: (head) => {
        this.head = head;
      },
    };
  }

  /** Makes sure the alarm loop runs (the cron watchdog and `POST /api/v1/indexer/start` call this). */
  async ensureRunning(): Promise<boolean> {
    if (this.deps() === null) return false;
    this.followHeads();
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now());
    return true;
  }

  /** What the loop has done; reading it changes nothing. */
  async status(): Promise<IndexerStatus> {
    const configured = this.deps() !== null;
    const cursor = await readCursor(this.env.DB);
    const head = this.head;
    return {
      chain: this.env.CHAIN,
      configured,
      head,
      cursor: cursor?.number ?? null,
      lag: head === null ? null : Math.max(0, head - (cursor?.number ?? -1)),
      rangeBlocks: this.rangeBlocks,
      lastError: this.lastError,
      lastStepAt: this.lastStepAt,
      tokensMissingFacts: await countTokensMissingFacts(this.env.DB),
      nftFactsPending: await countNftFactsPending(this.env.DB),
      followingHeads: this.heads?.following() ?? false,
    };
  }

  /** One ingestion step, queued behind any step in progress. */
  step(): Promise<CycleResult> {
    const next = this.queue.then(() => this.runStep());
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async runStep(): Promise<CycleResult> {
    if (this.deps() === null) throw new Error(`no contracts to index on ${this.env.CHAIN}`);
    try {
      const { rpcUrl, contracts } = chainConfigFor(this.env);
      if (this.lending === null && contracts.lending !== null) this.lending = await resolveLending(chainClient(rpcUrl), contracts.lending);
      const deps = this.deps()!;
      const result = await ingestStep(deps, this.rangeBlocks);
      this.failures = 0;
      this.lastError = null;
      // Sized by what the range's logs weighed; idle steps and rollbacks leave it where it was.
      if (result.kind === "ingested") this.rangeBlocks = nextRangeBlocks(result.cursor - result.from + 1, result.logBytes);
      if (result.kind === "ingested" && result.live && (result.swaps.length > 0 || result.bonded.length > 0)) {
        const markets = await publishLive(this.env, result);
        this.alerting = this.alerting.then(async () => {
          this.undelivered = await notifyAlerts(this.env, markets, this.undelivered);
        });
      }
      if (result.kind === "ingested" && result.live) await notifyBots(this.env, result);
      return result;
    } catch (error) {
      this.failures++;
      this.lastError = loggableMessage(error);
      // A range the node keeps failing (a timeout, a flaky node) is asked again in halves.
      this.rangeBlocks = Math.max(1, Math.floor(this.rangeBlocks / 2));
      throw error;
    } finally {
      this.lastStepAt = new Date().toISOString();
    }
  }

  /** WHYPE's supply and the facts tokens did not answer, as the chain has them now; a failure waits for the next interval and costs no ingestion. */
  private async readChainFacts(): Promise<void> {
    this.chainFactsReadAt = Date.now();
    const deps = this.deps();
    if (deps === null) return;
    await Promise.all([refreshWrappedSupply(deps.db, deps.reader), refillTokenFacts(deps.db, deps.reader)]).catch((error: Error) =>
      console.error("reading chain facts failed:", loggableMessage(error)),
    );
  }

  /** Collections' standards, tokens' metadata and sales' fundings, a little at a time at the head; a failure waits for the next turn. */
  private async readNftFacts(): Promise<void> {
    this.nftFactsReadAt = Date.now();
    const deps = this.deps();
    if (deps === null) return;
    await readNftFacts(deps.db, deps.reader, nftReader(chainConfigFor(this.env).rpcUrl)).catch((error: Error) =>
      console.error("reading NFT facts failed:", loggableMessage(error)),
    );
  }

  /** Opens the newHeads subscription once per start of the object, when the node's WebSocket endpoint is configured. */
  private followHeads(): void {
    const wsUrl = this.env.RPC_WS_URL;
    if (this.heads !== null || wsUrl === undefined) return;
    this.heads = followNewHeads(wsUrl, () => {
      this.step()
        // A head far ahead (a reconnect after an outage) is caught up by the alarm loop at once.
        .then(async (result) => {
          if (result.kind !== "idle" && result.head > result.cursor) await this.ctx.storage.setAlarm(Date.now());
        })
        .catch((error: Error) => console.error("ingesting a new head failed:", loggableMessage(error)));
    });
  }

  /** How long the alarm waits at the head: INDEXER_POLL_MS when set, else 1 s while new heads arrive and 250 ms without them. */
  private liveInterval(): number {
    const forced = Number(this.env.INDEXER_POLL_MS);
    if (this.env.INDEXER_POLL_MS !== undefined && Number.isFinite(forced)) return forced;
    return this.heads?.following() ? FOLLOWING_INTERVAL_MS : LIVE_INTERVAL_MS;
  }

  override async alarm(): Promise<void> {
    this.followHeads();
    const started = Date.now();
    const live = this.liveInterval();
    let next = live;
    try {
      for (;;) {
        const result = await this.step();
        const behind = result.kind !== "idle" && result.head > result.cursor;
        if (!behind || Date.now() - started > ALARM_BUDGET_MS) {
          next = behind ? 0 : live;
          break;
        }
      }
      if (next > 0 && Date.now() - this.chainFactsReadAt > CHAIN_FACTS_INTERVAL_MS) await this.readChainFacts();
      if (next > 0 && Date.now() - this.nftFactsReadAt > NFT_FACTS_INTERVAL_MS) await this.readNftFacts();
    } catch (error) {
      console.error("chain ingestion step failed:", loggableMessage(error));
      next = Math.min(MAX_BACKOFF_MS, LIVE_INTERVAL_MS * 2 ** this.failures);
    }
    if (this.deps() !== null) await this.ctx.storage.setAlarm(Date.now() + next);
  }
}
