import { existsSync, readFileSync } from "node:fs";
import { z } from "zod";
import { ask } from "./ask";
import { missingSettings, PRODUCTION_SETTINGS, type Setting } from "./settings";
import { wranglerOutput } from "./wrangler-cli";

const savedVarsSchema = z.record(z.string(), z.string());
const secretListSchema = z.array(z.object({ name: z.string() }));

/**
 * The production vars: saved by an earlier deploy, overridden by the environment, the missing ones asked.
 * Returns every var to deploy (saved back by the caller).
 */
export async function supplyVars(savedFile: string): Promise<Record<string, string>> {
  const saved = existsSync(savedFile) ? savedVarsSchema.parse(JSON.parse(readFileSync(savedFile, "utf8"))) : {};
  const vars: Record<string, string> = { ...saved };
  for (const setting of PRODUCTION_SETTINGS.filter((candidate) => !candidate.secret)) {
    const fromEnv = process.env[setting.name];
    if (fromEnv) vars[setting.name] = fromEnv;
  }
  for (const setting of missingSettings(new Set(Object.keys(vars))).filter((candidate) => !candidate.secret)) {
    vars[setting.name] = await valueFor(setting);
  }
  return vars;
}

/** The secrets the worker lacks (none on a first deploy lists as set), from the environment, generated, or asked. */
export async function supplySecrets(configFile: string): Promise<Record<string, string>> {
  const set = new Set((await workerSecrets(configFile)).map((secret) => secret.name));
  const secrets: Record<string, string> = {};
  for (const setting of PRODUCTION_SETTINGS.filter((candidate) => candidate.secret)) {
    const fromEnv = process.env[setting.name];
    if (fromEnv) secrets[setting.name] = fromEnv;
    else if (!set.has(setting.name) && setting.required) secrets[setting.name] = await valueFor(setting);
  }
  return secrets;
}

async function workerSecrets(configFile: string): Promise<{ name: string }[]> {
  try {
    return secretListSchema.parse(JSON.parse(await wranglerOutput(["secret", "list", "--config", configFile, "--env", "production", "--format", "json"])));
  } catch (error) {
    // Before the first deploy the worker does not exist, so it has no secrets yet.
    if (String(error).includes("does not exist") || String(error).includes("10007")) return [];
    throw error;
  }
}

async function valueFor(setting: Setting): Promise<string> {
  if (setting.generate) {
    console.log(`${setting.name}: generated (random, 32 bytes)`);
    return setting.generate();
  }
  if (!process.stdin.isTTY) {
    throw new Error(`${setting.name} is not set: run the deploy in a terminal to be asked, or set it in the environment`);
  }
  const hint = setting.fallback ? ` [${setting.fallback}]` : "";
  for (;;) {
    const answer = (await ask(`${setting.name}${hint}: `, setting.secret)) || setting.fallback || "";
    if (answer !== "") return answer;
    console.log(`${setting.name} is required.`);
  }
}
