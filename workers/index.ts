import { app } from "./app";
import { scheduled } from "./cron/scheduled";
import type { Env } from "./env";

export { TokenReactions } from "../durable-objects/token-reactions";

export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<Env>;
