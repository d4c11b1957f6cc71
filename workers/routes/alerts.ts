import { Hono } from "hono";
import {
  ALERT_NOT_FOUND,
  ALERTS_FULL,
  ALERTS_MAX,
  alertIdParamSchema,
  alertListSchema,
  alertMergeResultSchema,
  alertMergeSchema,
  alertSchema,
  alertSpecSchema,
} from "../../shared/schemas/alerts";
import { limitWritesPerIp } from "../abuse/rate-limits";
import { createAlert, deleteAlert, mergeAlerts } from "../alerts/alert-service";
import { requireUser, type SignedInEnv } from "../auth/require-user";
import { alertBoxOf } from "../durable-objects";
import { validate } from "../http/validate";
import { documented } from "../openapi/describe";

const SIGN_IN = "Sign in first: an Authorization header with a Bearer token is required";
const TAG = "Alerts";
const TOO_MANY = "Too many requests. Please slow down.";

// /api/v1/alerts: the signed-in trader's alerts, held by their AlertBox and judged there on every committed trade
// of the market; every answer is the caller's own, never cached.
export const alerts = new Hono<SignedInEnv>()
  .use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get(
    "/",
    documented({ tag: TAG, summary: "Every alert, waiting or fired", description: "Signed in (Bearer).", response: alertListSchema, errors: { 401: SIGN_IN } }),
    requireUser(),
    async (c) => c.json({ alerts: await alertBoxOf(c.env, c.var.user.id).alerts() }),
  )
  .post(
    "/",
    documented({
      tag: TAG,
      summary: "Set an alert on a market",
      description:
        "Signed in (Bearer). kind: price-above, price-below (USD), mcap-above, mcap-below (USD) or curve-progress (percent, a launch still on its curve). " +
        "It fires once, on the first committed trade whose figures reach the threshold.",
      response: alertSchema,
      status: 201,
      errors: { 400: "threshold must be above 0", 401: SIGN_IN, 404: "Pair 0x… not found", 409: ALERTS_FULL, 429: TOO_MANY },
    }),
    limitWritesPerIp(),
    requireUser(),
    validate("json", alertSpecSchema),
    async (c) => c.json(await createAlert(c.env, c.var.user.id, c.req.valid("json")), 201),
  )
  .post(
    "/merge",
    documented({
      tag: TAG,
      summary: "Set the browser's signed-out alerts",
      description:
        "Signed in (Bearer). Sent at sign-in so no alert set signed out is lost: each one is set unless the user already has it waiting; " +
        `one beyond the cap of ${ALERTS_MAX}, on an unknown market or a curve alert off its curve is refused, and listed in refused with why.`,
      response: alertMergeResultSchema,
      errors: { 400: "alerts.0.threshold: threshold must be above 0", 401: SIGN_IN, 429: TOO_MANY },
    }),
    limitWritesPerIp(),
    requireUser(),
    validate("json", alertMergeSchema),
    async (c) => c.json(await mergeAlerts(c.env, c.var.user.id, c.req.valid("json").alerts)),
  )
  .get(
    "/fired",
    documented({
      tag: TAG,
      summary: "Fired alerts not seen yet",
      description: "Signed in (Bearer). Newest first.",
      response: alertListSchema,
      errors: { 401: SIGN_IN },
    }),
    requireUser(),
    async (c) => c.json({ alerts: await alertBoxOf(c.env, c.var.user.id).unread() }),
  )
  .post(
    "/fired/read",
    documented({
      tag: TAG,
      summary: "Mark every fired alert seen",
      description: "Signed in (Bearer).",
      response: null,
      status: 204,
      errors: { 401: SIGN_IN, 429: TOO_MANY },
    }),
    limitWritesPerIp(),
    requireUser(),
    async (c) => {
      await alertBoxOf(c.env, c.var.user.id).markRead();
      return c.body(null, 204);
    },
  )
  .delete(
    "/:id",
    documented({
      tag: TAG,
      summary: "Delete an alert",
      description: "Signed in (Bearer).",
      response: null,
      status: 204,
      errors: { 401: SIGN_IN, 404: ALERT_NOT_FOUND, 429: TOO_MANY },
    }),
    limitWritesPerIp(),
    requireUser(),
    validate("param", alertIdParamSchema),
    async (c) => {
      await deleteAlert(c.env, c.var.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
