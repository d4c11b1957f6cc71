import { Hono } from "hono";
import {
  botLogQuerySchema,
  botLogSchema,
  botOverviewSchema,
  botRuleSchema,
  botSettingsRequestSchema,
  botSettingsSchema,
  ruleIdParamSchema,
  rulePauseRequestSchema,
  ruleSpecSchema,
} from "../../../shared/schemas/trading-bot";
import { z } from "../../../shared/schemas/zod";
import { limitWritesPerIp } from "../../abuse/rate-limits";
import { requireUser, type SignedInEnv } from "../../auth/require-user";
import { tradingBotOf } from "../../durable-objects";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { createRule, deleteRule, editRule, logCsv, pauseRule, RULE_NOT_FOUND } from "../../trading-bot/bot-service";

const SIGN_IN = "Sign in first: an Authorization header with a Bearer token is required";
const BAD_RULE = "trigger.at: trigger.at must be above 0";
const TAG = "Trading bot";
const RULE_ERRORS = { 400: BAD_RULE, 401: SIGN_IN, 404: RULE_NOT_FOUND, 429: "Too many requests. Please slow down." } as const;

// /api/v1/tools/bot: the signed-in trader's own bot. Its rules run in their TradingBot Durable Object; every
// answer is the caller's own, never cached.
export const tradingBot = new Hono<SignedInEnv>()
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get(
    "/",
    documented({ tag: TAG, summary: "The bot's rules and limits", description: "Signed in (Bearer).", response: botOverviewSchema, errors: { 401: SIGN_IN } }),
    requireUser(),
    async (c) => c.json(await tradingBotOf(c.env, c.var.user.id).overview()),
  )
  .put(
    "/settings",
    documented({
      tag: TAG,
      summary: "Pause or resume the whole bot, or set its daily spend cap",
      description: "Signed in (Bearer). dailyCap is HYPE per UTC day over every rule together.",
      response: botSettingsSchema,
      errors: { 400: "dailyCap must be more than 0 HYPE", 401: SIGN_IN, 429: RULE_ERRORS[429] },
    }),
    limitWritesPerIp(),
    requireUser(),
    validate("json", botSettingsRequestSchema),
    async (c) => c.json(await tradingBotOf(c.env, c.var.user.id).updateSettings(c.req.valid("json"))),
  )
  .post(
    "/rules",
    documented({
      tag: TAG,
      summary: "Arm a new rule",
      description:
        "Signed in (Bearer). One of limit-buy, limit-sell, take-profit, stop-loss (bound to the buy positionTx), trailing-stop, dca, copy, snipe; " +
        "each with expiresAt (unix seconds), slippageTolerance (basis points) and spendCap (HYPE). A bad rule answers 400 naming the field.",
      response: botRuleSchema,
      status: 201,
      errors: { ...RULE_ERRORS, 409: "A bot keeps at most 50 rules: delete one first" },
    }),
    limitWritesPerIp(),
    requireUser(),
    validate("json", ruleSpecSchema),
    async (c) => c.json(await createRule(c.env, c.var.user, c.req.valid("json")), 201),
  )
  .put(
    "/rules/:id",
    documented({
      tag: TAG,
      summary: "Change a rule's terms (it is armed again)",
      description: "Signed in (Bearer).",
      response: botRuleSchema,
      errors: RULE_ERRORS,
    }),
    limitWritesPerIp(),
    requireUser(),
    validate("param", ruleIdParamSchema),
    validate("json", ruleSpecSchema),
    async (c) => c.json(await editRule(c.env, c.var.user, c.req.valid("param").id, c.req.valid("json"))),
  )
  .post(
    "/rules/:id/pause",
    documented({ tag: TAG, summary: "Pause or resume one rule", description: "Signed in (Bearer).", response: botRuleSchema, errors: RULE_ERRORS }),
    limitWritesPerIp(),
    requireUser(),
    validate("param", ruleIdParamSchema),
    validate("json", rulePauseRequestSchema),
    async (c) => c.json(await pauseRule(c.env, c.var.user, c.req.valid("param").id, c.req.valid("json").paused)),
  )
  .delete(
    "/rules/:id",
    documented({ tag: TAG, summary: "Delete a rule", description: "Signed in (Bearer). Its log stays.", response: null, status: 204, errors: RULE_ERRORS }),
    limitWritesPerIp(),
    requireUser(),
    validate("param", ruleIdParamSchema),
    async (c) => {
      await deleteRule(c.env, c.var.user, c.req.valid("param").id);
      return c.body(null, 204);
    },
  )
  .get(
    "/log",
    documented({
      tag: TAG,
      summary: "What the bot did: every execution and skip, newest first",
      description: "Signed in (Bearer). ruleId narrows it to one rule.",
      response: botLogSchema,
      errors: { 401: SIGN_IN },
    }),
    requireUser(),
    validate("query", botLogQuerySchema),
    async (c) => c.json({ entries: await tradingBotOf(c.env, c.var.user.id).entries(c.req.valid("query").ruleId) }),
  )
  .get(
    "/log/csv",
    documented({
      tag: TAG,
      summary: "The bot's log as CSV",
      description: "Signed in (Bearer).",
      response: z.string(),
      mediaType: "text/csv",
      errors: { 401: SIGN_IN },
    }),
    requireUser(),
    async (c) => {
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", 'attachment; filename="trading-bot-log.csv"');
      return c.body(logCsv(await tradingBotOf(c.env, c.var.user.id).entries()));
    },
  );
