import { DurableObject } from "cloudflare:workers";
import { CLICKER_BOARD_SIZE, type ClickerLiveMessage, type ClickerTally, type ClickerYou } from "../shared/schemas/clicker";
import { roundEndMs } from "../workers/clicker/round-clock";
import { type BatchOutcome, RoundLedger, type Voter } from "../workers/clicker/round-ledger";
import { loggableMessage } from "../workers/http/loggable-message";
import { saveRoundTokens, saveRoundTotals } from "../workers/stores/clicker-rounds";

/** Watchers get the board this long after a click at most: batches arriving together share one frame. */
const PUSH_DELAY_MS = 100;
/** Closes watchers' sockets when the round is over: the page reconnects to the next round. */
const ROUND_OVER_CLOSE = 4000;
/** Watchers one round object serves at most: every frame goes to each of them within PUSH_DELAY_MS. */
const MAX_WATCHERS = 1000;
/** "Try Again Later" (RFC 6455 registry): a watcher beyond MAX_WATCHERS is closed with it and backs off. */
const TRY_AGAIN_LATER = 1013;

/** Tokens of the final board written to D1 per write: a round with a huge board is saved in many small batches. */
const SAVE_CHUNK = 500;
/** A failed save is tried again this much later (the alarm re-armed), for as long as it takes. */
const SAVE_RETRY_MS = 30_000;

/**
 * `closed`: the round refuses batches (its end came); `savedTokens`: how many places of its final board are in D1
 * (a retried save goes on from there); `saved`: all of it and the round's totals are.
 */
type RoundState = { id: string; closed: boolean; saved: boolean; savedTokens?: number };

/**
 * One per daily round (named by its UTC date): counts batches (RoundLedger), pushes the leaders to the board's
 * WebSockets (hibernatable, so idle watchers cost nothing), and at the round's end (its alarm) writes the final
 * board to D1. A batch either runs before the alarm and is in the final board, or after it and is refused as
 * "round over", which the route sends on to the next round: nothing is lost at midnight.
 */
export class ClickerRound extends DurableObject<Env> {
  private readonly ledger: RoundLedger;
  private pushTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.ledger = new RoundLedger(ctx.storage);
  }

  /** Binds the object to its round on first use and sets the alarm at the round's end; false once it is over. */
  private async open(roundId: string): Promise<boolean> {
    const state = this.ctx.storage.kv.get<RoundState>("round");
    if (state?.closed === true || Date.now() >= roundEndMs(roundId)) return false;
    if (state === undefined) {
      this.ctx.storage.kv.put("round", { id: roundId, closed: false, saved: false } satisfies RoundState);
      await this.ctx.storage.setAlarm(roundEndMs(roundId));
    }
    return true;
  }

  /** Counts a batch; null when the round is over. */
  async batch(roundId: string, voter: Voter, batchId: string, token: string, clicks: number): Promise<BatchOutcome | null> {
    if (!(await this.open(roundId))) return null;
    const outcome = this.ledger.record(voter, batchId, token, clicks);
    if (outcome.kind === "counted" && !outcome.duplicate) this.schedulePush();
    return outcome;
  }

  leaders(limit: number = CLICKER_BOARD_SIZE): ClickerTally[] {
    return this.ledger.leaders(limit);
  }

  tallies(tokens: string[]): ClickerTally[] {
    return this.ledger.tallies(tokens);
  }

  you(session: string): ClickerYou {
    return this.ledger.you(session);
  }

  /** A watcher's socket: it gets the board at once, then after every change; beyond MAX_WATCHERS, a 1013 close. */
  override async fetch(request: Request): Promise<Response> {
    const roundId = new URL(request.url).searchParams.get("round") ?? "";
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    if (this.ctx.getWebSockets().length >= MAX_WATCHERS) {
      server.accept();
      server.close(TRY_AGAIN_LATER, "Too many watchers: try again later");
      return new Response(null, { status: 101, webSocket: client });
    }
    this.ctx.acceptWebSocket(server);
    if (await this.open(roundId)) server.send(JSON.stringify(this.boardMessage(roundId)));
    else server.close(ROUND_OVER_CLOSE, "Round over");
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Watchers only listen: whatever they send (garbage, huge frames) is dropped unread, costing nothing. */
  override async webSocketMessage(): Promise<void> {}

  override async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    if (code !== 1005 && code !== 1006) socket.close(code, reason);
  }

  private boardMessage(roundId: string): ClickerLiveMessage {
    return { type: "board", round: { id: roundId, endsAt: roundEndMs(roundId) / 1000 }, today: this.ledger.leaders(CLICKER_BOARD_SIZE), sentAt: Date.now() };
  }

  private schedulePush() {
    if (this.pushTimer !== null || this.ctx.getWebSockets().length === 0) return;
    this.pushTimer = setTimeout(() => {
      this.pushTimer = null;
      const state = this.ctx.storage.kv.get<RoundState>("round");
      if (state === undefined) return;
      const frame = JSON.stringify(this.boardMessage(state.id));
      for (const socket of this.ctx.getWebSockets()) socket.send(frame);
    }, PUSH_DELAY_MS);
  }

  /**
   * The round's end: the object refuses batches from now on (so none slips in while D1 is written), writes the final
   * board to D1 in chunks of SAVE_CHUNK places, noting each one written, then the totals, and closes its watchers'
   * sockets. A failed write re-arms the alarm SAVE_RETRY_MS later, going on from the last chunk written; the counts
   * stay here until all of it is in.
   */
  override async alarm(): Promise<void> {
    const stored = this.ctx.storage.kv.get<RoundState>("round");
    if (stored === undefined || stored.saved) return;
    let state: RoundState = { ...stored, closed: true };
    this.ctx.storage.kv.put("round", state);
    try {
      for (let from = state.savedTokens ?? 0; ; from += SAVE_CHUNK) {
        const chunk = this.ledger.leaders(SAVE_CHUNK, from);
        await saveRoundTokens(this.env.DB, state.id, chunk, from + 1);
        state = { ...state, savedTokens: from + chunk.length };
        this.ctx.storage.kv.put("round", state);
        if (chunk.length < SAVE_CHUNK) break;
      }
      const totals = this.ledger.totals();
      if (totals.clicks > 0) await saveRoundTotals(this.env.DB, state.id, roundEndMs(state.id) / 1000, totals);
    } catch (error) {
      console.warn(`clicker: saving round ${state.id} failed at place ${(state.savedTokens ?? 0) + 1}, retrying:`, loggableMessage(error as Error));
      await this.ctx.storage.setAlarm(Date.now() + SAVE_RETRY_MS);
      return;
    }
    this.ctx.storage.kv.put("round", { ...state, saved: true } satisfies RoundState);
    const rolled: ClickerLiveMessage = { type: "rolled", round: state.id };
    for (const socket of this.ctx.getWebSockets()) {
      socket.send(JSON.stringify(rolled));
      socket.close(ROUND_OVER_CLOSE, "Round over");
    }
  }
}
