import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "../../tests/e2e/chromium";

// Where the screenshot scripts save their pictures (SHOTS_DIR, else .state/screenshots/), and the two widths they take.
export const OUTPUT_DIR = process.env.SHOTS_DIR ?? join(import.meta.dirname, "../../.state/screenshots");

export const VIEWPORTS = [
  { name: "1280", width: 1280, height: 800 },
  { name: "375", width: 375, height: 812 },
] as const;

export type Viewport = (typeof VIEWPORTS)[number];

/** Opens one browser, walks through the pages once per viewport, and prints each file the walk saved. */
export async function shootEveryViewport(goThrough: (browser: Browser, viewport: Viewport) => Promise<string[]>): Promise<void> {
  await mkdir(OUTPUT_DIR, { recursive: true });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    for (const viewport of VIEWPORTS) for (const file of await goThrough(browser, viewport)) console.log(file);
  } finally {
    await browser.close();
  }
}
