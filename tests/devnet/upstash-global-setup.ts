import type { TestProject } from "vitest/node";
import { startLocalUpstash } from "./local-upstash";

declare module "vitest" {
  interface ProvidedContext {
    upstashUrl: string;
    upstashToken: string;
  }
}

/** Starts redis-server and the Upstash REST shim for the worker tests of the Redis backend. */
export default async function setup(project: TestProject) {
  const shim = await startLocalUpstash();
  project.provide("upstashUrl", shim.url);
  project.provide("upstashToken", shim.token);
  return () => shim.stop();
}
