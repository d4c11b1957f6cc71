import { defineConfig } from "@playwright/test";
import { BASE_URL, CHROMIUM_LAUNCH_OPTIONS } from "./chromium";

// The test orchestrator starts the app; these tests only drive Debian Chromium against it.
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  workers: 2,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  // Pages must render under a loaded 2-core machine (several suites at once): a budget, not a timed check.
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "../../test-results/e2e",
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    viewport: { width: 1280, height: 800 },
    trace: "retain-on-failure",
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    // Copy buttons write the clipboard; the tests read it back.
    permissions: ["clipboard-read", "clipboard-write"],
  },
});
