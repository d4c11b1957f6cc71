import { Hono } from "hono";
import { ABOUT_TO_GRADUATE_PROGRESS, pulseColumnsSchema } from "../../../shared/schemas/pulse-columns";
import { pulseResponseSchema } from "../../../shared/schemas/token";
import { chainConfigFor } from "../../chain/chain-config";
import { documented } from "../../openapi/describe";
import { newestLaunches } from "../../queries/pulse";
import { pulseColumns } from "../../queries/pulse-columns";

// GET /api/v1/indexer/pulse: the 20 newest launchpad tokens, newest first; /pulse/columns: the terminal's
// new launches, about to graduate and just graduated, each launch with its figures and creator's confidence.
export const pulse = new Hono<AppEnv>()

  .get("/", documented({ tag: "Launches", summary: "The newest launches", response: pulseResponseSchema }), async (c) =>
    c.json(await newestLaunches(c.env.DB, chainConfigFor(c.env).chainId)),
  )
  .get(
    "/columns",
    documented({
      tag: "Launches",
      summary: "New launches, about to graduate and just graduated",
      description:
        `The terminal's three columns: launches on their curve newest first, those with at least ${ABOUT_TO_GRADUATE_PROGRESS} % ` +
        "of their tokens for sale sold, and the newest graduates.",
      response: pulseColumnsSchema,
    }),
    async (c) => c.json(await pulseColumns(c.env.DB, Math.floor(Date.now() / 1000))),
  );
