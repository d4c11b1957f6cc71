import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { productionConfig, readWranglerToml } from "../../../../scripts/deploy/production-config";
import { r2BucketNamesIn } from "../../../../scripts/deploy/resources";
import { missingSettings } from "../../../../scripts/deploy/settings";
import { repoRoot } from "../../../../scripts/lib/environment";

// wrangler does not let an environment inherit bindings: a production deploy that forgot one would run
// without it (a Durable Object class answering nothing), so the derived config is checked against the file.

const tomlText = readFileSync(join(repoRoot, "wrangler.toml"), "utf8");
const raw = parse(tomlText) as Record<string, unknown> & { durable_objects: { bindings: { name: string }[] } };
const ids = { d1DatabaseId: "11111111-2222-4333-8444-555555555555", kvNamespaceId: "abcdefabcdefabcdefabcdefabcdef01" };

describe("the production config npm run deploy writes", () => {
  const config = productionConfig(readWranglerToml(tomlText), repoRoot, ids) as {
    main: string;
    assets: { directory: string };
    env: { production: Record<string, unknown> & { vars: Record<string, string>; durable_objects: { bindings: { name: string }[] } } };
  };
  const production = config.env.production;

  it("deploys the worker named lqscan on the mainnet chain", () => {
    expect(production.name).toBe("lqscan");
    expect(production.vars.CHAIN).toBe("hyperevm");
  });

  it("repeats every Durable Object binding of wrangler.toml, and the D1, KV and R2 bindings with production ids", () => {
    expect(production.durable_objects.bindings.map((binding) => binding.name)).toEqual(raw.durable_objects.bindings.map((binding) => binding.name));
    expect(production.d1_databases).toEqual([expect.objectContaining({ binding: "DB", database_name: "lqscan", database_id: ids.d1DatabaseId })]);
    expect(production.kv_namespaces).toEqual([{ binding: "CACHE", id: ids.kvNamespaceId }]);
    expect(production.r2_buckets).toEqual(raw.r2_buckets);
  });

  it("names the worker's entry, assets and migrations by paths that exist from anywhere", () => {
    expect(existsSync(config.main)).toBe(true);
    expect(config.assets.directory.startsWith("/")).toBe(true);
    const [database] = production.d1_databases as { migrations_dir: string }[];
    expect(existsSync(join(database?.migrations_dir ?? "", "0001_foundation.sql"))).toBe(true);
  });
});

describe("what a deploy reads back from wrangler", () => {
  it("finds bucket names in `wrangler r2 bucket list`", () => {
    const listing = "Listing buckets...\nname:           lqscan-swap-archive\ncreation_date:  2026-11-01T00:00:00.000Z\n\nname:  other\ncreation_date: x\n";
    expect(r2BucketNamesIn(listing)).toEqual(["lqscan-swap-archive", "other"]);
  });

  it("asks only for the required settings not yet set", () => {
    const missing = missingSettings(new Set(["TURNKEY_ORGANIZATION_ID", "TURNKEY_API_PUBLIC_KEY"])).map((setting) => setting.name);
    expect(missing).toContain("GOOGLE_CLIENT_ID");
    expect(missing).toContain("AUTH_JWT_SECRET");
    expect(missing).not.toContain("TURNKEY_ORGANIZATION_ID");
    expect(missing).not.toContain("RPC_URL");
  });
});
