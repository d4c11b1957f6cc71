import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "smol-toml";
import { z } from "zod";
import { repoRoot } from "./environment";

// The parts of wrangler.toml that local tooling reads: the cron triggers it must fire itself, the
// assets folder workerd insists on finding, and the D1 database whose local data tests read.
const wranglerConfigSchema = z.object({
  assets: z.object({ directory: z.string() }),
  d1_databases: z.tuple([z.object({ binding: z.literal("DB"), database_id: z.string() })]),
  triggers: z.object({ crons: z.array(z.string()) }).optional(),
});

export type WranglerConfig = z.infer<typeof wranglerConfigSchema>;

export function readWranglerConfig(): WranglerConfig {
  return wranglerConfigSchema.parse(parse(readFileSync(join(repoRoot, "wrangler.toml"), "utf8")));
}
