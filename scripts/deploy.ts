// `npm run deploy`: builds, finds or creates the Cloudflare resources by name, applies the D1 migrations,
// supplies the missing vars and secrets, and deploys the production environment (CHAIN = "hyperevm").
// docs/deploy.md walks through it.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runInTerminal } from "../processes/launch";
import { deployDir, readRepoWranglerToml, writeProductionConfig } from "./deploy/config-file";
import { findOrCreateResources } from "./deploy/resources";
import { supplySecrets, supplyVars } from "./deploy/supply-settings";
import { wranglerInTerminal, wranglerOutput } from "./deploy/wrangler-cli";

const step = (line: string) => console.log(`\n▸ ${line}`);

async function deploy(): Promise<void> {
  step("Cloudflare account");
  const account = await wranglerOutput(["whoami"]).catch(() => "");
  if (account === "" || /not authenticated/i.test(account)) {
    throw new Error("wrangler is not signed in: run `npx wrangler login`, or set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID");
  }
  console.log(account.trim());

  step("build");
  if ((await runInTerminal("npm", ["run", "build"], process.env)) !== 0) throw new Error("the frontend build failed");

  step("D1, KV and R2, found or created by name");
  const toml = readRepoWranglerToml();
  const configFile = writeProductionConfig(toml, await findOrCreateResources(toml, console.log));

  step("D1 migrations, remote");
  const database = toml.d1_databases[0].database_name;
  await wranglerInTerminal(["d1", "migrations", "apply", database, "--remote", "--config", configFile, "--env", "production"]);

  step("vars and secrets");
  const varsFile = join(deployDir(), "production-vars.json");
  const vars = await supplyVars(varsFile);
  writeFileSync(varsFile, `${JSON.stringify(vars, null, 2)}\n`);
  const secrets = await supplySecrets(configFile);
  console.log(`vars: ${Object.keys(vars).join(", ")}\nsecrets to upload: ${Object.keys(secrets).join(", ") || "none"}`);

  step("deploy");
  // The secrets reach wrangler in a file only this user can read, removed whatever happens.
  const secretsFile = join(deployDir(), "secrets.json");
  writeFileSync(secretsFile, JSON.stringify(secrets), { mode: 0o600 });
  try {
    const varArgs = Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
    await wranglerInTerminal(["deploy", "--config", configFile, "--env", "production", ...varArgs, "--secrets-file", secretsFile]);
  } finally {
    rmSync(secretsFile, { force: true });
  }
}

deploy().catch((error: unknown) => {
  console.error(`\ndeploy stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
