import { z } from "zod";
import type { ProductionIds, WranglerToml } from "./production-config";
import { wranglerOutput } from "./wrangler-cli";

// The D1 database, KV namespace and R2 bucket are found by name in the Cloudflare account, and created when
// missing, so a deploy is the same command the first time and every time after.

const d1ListSchema = z.array(z.object({ uuid: z.string(), name: z.string() }));
const kvListSchema = z.array(z.object({ id: z.string(), title: z.string() }));

/** The KV namespace's title in the account (wrangler.toml names bindings, not namespaces). */
export const KV_NAMESPACE_TITLE = "lqscan-cache";

export async function findOrCreateResources(toml: WranglerToml, log: (line: string) => void): Promise<ProductionIds> {
  const databaseName = toml.d1_databases[0].database_name;
  const d1DatabaseId = await findOrCreate(
    `D1 database ${databaseName}`,
    log,
    async () => d1DatabaseIdOf(databaseName),
    () => wranglerOutput(["d1", "create", databaseName]),
  );
  const kvNamespaceId = await findOrCreate(`KV namespace ${KV_NAMESPACE_TITLE}`, log, kvNamespaceIdOf, () =>
    wranglerOutput(["kv", "namespace", "create", KV_NAMESPACE_TITLE]),
  );
  for (const bucket of toml.r2_buckets) {
    const name = String(bucket.bucket_name);
    await findOrCreate(
      `R2 bucket ${name}`,
      log,
      async () => ((await r2BucketNames()).includes(name) ? name : undefined),
      () => wranglerOutput(["r2", "bucket", "create", name]),
    );
  }
  return { d1DatabaseId, kvNamespaceId };
}

async function findOrCreate(what: string, log: (line: string) => void, find: () => Promise<string | undefined>, create: () => Promise<unknown>) {
  const found = await find();
  if (found !== undefined) {
    log(`${what}: found (${found})`);
    return found;
  }
  await create();
  const created = await find();
  if (created === undefined) throw new Error(`${what} was created but is not listed`);
  log(`${what}: created (${created})`);
  return created;
}

async function d1DatabaseIdOf(name: string): Promise<string | undefined> {
  const databases = d1ListSchema.parse(JSON.parse(await wranglerOutput(["d1", "list", "--json"])));
  return databases.find((database) => database.name === name)?.uuid;
}

async function kvNamespaceIdOf(): Promise<string | undefined> {
  const namespaces = kvListSchema.parse(JSON.parse(await wranglerOutput(["kv", "namespace", "list"])));
  return namespaces.find((namespace) => namespace.title === KV_NAMESPACE_TITLE)?.id;
}

async function r2BucketNames(): Promise<string[]> {
  return r2BucketNamesIn(await wranglerOutput(["r2", "bucket", "list"]));
}

/** `wrangler r2 bucket list` prints text, a `name:` line per bucket. */
export function r2BucketNamesIn(listing: string): string[] {
  return [...listing.matchAll(/^name:\s*(\S+)\s*$/gm)].map((match) => match[1] ?? "");
}
