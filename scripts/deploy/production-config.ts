import { parse } from "smol-toml";
import { z } from "zod";

// wrangler does not let an environment inherit bindings: `[env.production]` in wrangler.toml holds what differs
// (the worker's name and vars, CHAIN = "hyperevm" among them), and the deploy fills in the rest from the top level,
// so a binding is declared once and the production ids never need to be written into the repository.

const bindingList = z.array(z.record(z.string(), z.unknown()));
const wranglerTomlSchema = z.looseObject({
  main: z.string(),
  assets: z.looseObject({ directory: z.string() }),
  d1_databases: z.tuple([z.looseObject({ binding: z.literal("DB"), database_name: z.string(), migrations_dir: z.string() })]),
  kv_namespaces: z.tuple([z.looseObject({ binding: z.literal("CACHE") })]),
  r2_buckets: bindingList,
  durable_objects: z.looseObject({ bindings: bindingList }),
  env: z.object({ production: z.looseObject({ name: z.string(), vars: z.record(z.string(), z.string()) }) }),
});
export type WranglerToml = z.infer<typeof wranglerTomlSchema>;

/** The ids a deploy finds or creates by name (scripts/deploy/resources.ts). */
export type ProductionIds = { d1DatabaseId: string; kvNamespaceId: string };

export function readWranglerToml(text: string): WranglerToml {
  return wranglerTomlSchema.parse(parse(text));
}

/**
 * wrangler.toml as a JSON config (wrangler reads both) whose `env.production` carries every binding with the
 * production ids. Paths are made absolute so the file can live outside the repository's root.
 */
export function productionConfig(toml: WranglerToml, root: string, ids: ProductionIds): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, `file://${root.endsWith("/") ? root : `${root}/`}`).pathname;
  const [database] = toml.d1_databases;
  const [cache] = toml.kv_namespaces;
  const migrationsDir = absolute(database.migrations_dir);
  return {
    ...toml,
    main: absolute(toml.main),
    assets: { ...toml.assets, directory: absolute(toml.assets.directory) },
    d1_databases: [{ ...database, migrations_dir: migrationsDir }],
    env: {
      production: {
        ...toml.env.production,
        d1_databases: [{ ...database, database_id: ids.d1DatabaseId, migrations_dir: migrationsDir }],
        kv_namespaces: [{ ...cache, id: ids.kvNamespaceId }],
        r2_buckets: toml.r2_buckets,
        durable_objects: toml.durable_objects,
      },
    },
  };
}
