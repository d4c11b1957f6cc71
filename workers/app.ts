import { Hono } from "hono";
import type { AppEnv } from "./env";
import { handleError, handleNotFound } from "./http/errors";
import { misc } from "./routes/misc";
import { tokenReactions } from "./routes/token-reactions";

// The product API. Static assets and the SPA fallback are served by the assets layer before
// the worker runs, except for the paths wrangler.toml routes here first (/api/*, /ws/*).
export const app = new Hono<AppEnv>()
  .basePath("/api")
  .route("/v1/misc", misc)
  .route("/v1/token-reactions", tokenReactions);

app.notFound(handleNotFound);
app.onError(handleError);
