import { Hono } from "hono";
import {
  CLICKER_BATCHES_PER_IP,
  CLICKER_CAPS,
  type ClickerSessionResponse,
  clickerBatchRequestSchema,
  clickerBatchResponseSchema,
  clickerBoardSchema,
  clickerLiveMessageSchema,
  clickerRoundsQuerySchema,
  clickerRoundsSchema,
  clickerSessionResponseSchema,
  clickerStandingRequestSchema,
  clickerYouSchema,
} from "../../../shared/schemas/clicker";
import { NOT_ISSUED_SESSION_MESSAGE } from "../../../shared/schemas/reactions";
import { limitPerIp, REACTION_LIMITS } from "../../abuse/rate-limits";
import { clickerBoard } from "../../clicker/board";
import { roundAt } from "../../clicker/round-clock";
import { submitBatch } from "../../clicker/submit-batch";
import { voterOf } from "../../clicker/voter";
import { clickerRoundOf } from "../../durable-objects";
import { ApiError, errorResponse } from "../../http/errors";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { pastWinners } from "../../queries/clicker-rounds";
import { isIndexedToken } from "../../queries/indexed-tokens";
import { issuedSessionKey, issueReactionSession, requireIssuedSession, verifiedReactionSession } from "../../reactions/reaction-sessions";

const NOT_CONFIGURED = "Reactions are not configured on this server";

// /api/v1/tools/clicker: the Token Clicker (workers/clicker/, durable-objects/clicker-round.ts, docs/clicker.md).
export const clicker = new Hono<AppEnv>()
  .post(
    "/session",
    documented({
      tag: "Tools",
      summary: "A new clicker session",
      description: "The session id to send with click batches, signed by the server (the same kind as reaction sessions).",
      response: clickerSessionResponseSchema,
      status: 201,
      errors: { 429: "Too many clicker sessions from this IP address: at most 30 every 3600 seconds. Retry after 1800 seconds.", 503: NOT_CONFIGURED },
    }),
    limitPerIp(REACTION_LIMITS.sessionsPerIp, "clicker sessions"),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ sessionId: await issueReactionSession(c.env) } satisfies ClickerSessionResponse, 201);
    },
  )
  .post(
    "/batches",
    documented({
      tag: "Tools",
      summary: "Count a batch of clicks",
      description:
        "A session's clicks on one token since its last batch. A batch sent again with the same batchId counts once and answers the first answer. " +
        "With an Authorization: Bearer access token the clicks weigh as the user's wallet (more still if it traded in our index), and the wallets of one bubble-map cluster are one voter. " +
        `Caps a round: ${CLICKER_CAPS.session} clicks per session, ${CLICKER_CAPS.wallet} per wallet (its cluster together), ${CLICKER_CAPS.ip} per IP address.`,
      response: clickerBatchResponseSchema,
      errors: {
        400: "A batch carries at most 50 clicks",
        401: NOT_ISSUED_SESSION_MESSAGE,
        404: "Token not found: 0x…",
        429: "Click cap reached for this session: at most 3000 clicks a round. Retry after 3600 seconds, when the next round starts.",
        503: NOT_CONFIGURED,
      },
    }),
    limitPerIp(CLICKER_BATCHES_PER_IP, "click batches"),
    validate("json", clickerBatchRequestSchema),
    requireIssuedSession(),
    async (c) => {
      const batch = c.req.valid("json");
      if (!(await isIndexedToken(c.env.DB, batch.tokenAddress))) throw new ApiError(404, `Token not found: ${batch.tokenAddress}`);
      const voter = await voterOf(c, issuedSessionKey(batch.sessionId), batch.tokenAddress.toLowerCase());
      c.header("Cache-Control", "no-store");
      return c.json(await submitBatch(c.env, voter, batch, Date.now()));
    },
  )
  .get(
    "/board",
    documented({
      tag: "Tools",
      summary: "The clicker's board",
      description:
        "Today's leaders and the all-time leaders by weighted votes, each with its market figures, sparkline and reactions, and past rounds' winners.",
      response: clickerBoardSchema,
    }),
    async (c) => c.json(await clickerBoard(c.env, Date.now())),
  )
  .post(
    "/standing",
    documented({
      tag: "Tools",
      summary: "A session's clicks and rank today",
      description: "The session's clicks in today's round and its place among every session by clicks (rank null before its first click).",
      response: clickerYouSchema,
      errors: { 400: "Session ID is required", 401: NOT_ISSUED_SESSION_MESSAGE, 503: NOT_CONFIGURED },
    }),
    validate("json", clickerStandingRequestSchema),
    async (c) => {
      const session = await verifiedReactionSession(c.env, c.req.valid("json").sessionId);
      c.header("Cache-Control", "no-store");
      return c.json(await clickerRoundOf(c.env, roundAt(Date.now()).id).you(session));
    },
  )
  .get(
    "/rounds",
    documented({
      tag: "Tools",
      summary: "Past rounds' winners",
      description: "The winner of each finished daily round, newest first.",
      response: clickerRoundsSchema,
      errors: { 400: "Number must be less than or equal to 30" },
    }),
    validate("query", clickerRoundsQuerySchema),
    async (c) => c.json({ rounds: await pastWinners(c.env.DB, c.req.valid("query").limit) }),
  )
  .get(
    "/live",
    documented({
      tag: "Tools",
      summary: "The clicker's board, live (WebSocket)",
      description:
        "Upgrade to a WebSocket: every frame is one ClickerLiveMessage (JSON): the round's leaders at once and after every click, and 'rolled' when the round ends (the socket then closes; connect again for the new round).",
      status: 101,
      response: clickerLiveMessageSchema,
      errors: { 400: "Expected a WebSocket upgrade (Upgrade: websocket)" },
    }),
    async (c) => {
      if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") return errorResponse(c, 400, "Expected a WebSocket upgrade (Upgrade: websocket)");
      const round = roundAt(Date.now());
      return clickerRoundOf(c.env, round.id).fetch(new Request(`https://clicker/live?round=${round.id}`, c.req.raw));
    },
  );
