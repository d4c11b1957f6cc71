import { z } from "./zod";

/** When a cron trigger last ran, and how often it has. */
export const cronRunSchema = z.object({ cron: z.string(), lastRunAt: z.number().int(), runs: z.number().int() });
export type CronRun = z.infer<typeof cronRunSchema>;

/** GET /api/v1/misc/health-check: the worker and its database answer, and the scheduled work is alive. */
export const healthCheckSchema = z.object({
  status: z.literal("ok"),
  chain: z.string(),
  time: z.number().int(),
  crons: z.array(cronRunSchema),
});
export type HealthCheck = z.infer<typeof healthCheckSchema>;
