import type { LaunchOptions } from "@playwright/test";

// Debian's Chromium; Playwright never downloads a browser here.
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export const BASE_URL = process.env.BASE_URL ?? "http://localhost:8787";

/** The devnet's JSON-RPC, where end-to-end tests make their own tokens and trades (scripts/test.ts sets it). */
export const DEVNET_RPC_URL = process.env.DEVNET_RPC_URL ?? "http://127.0.0.1:8545";
