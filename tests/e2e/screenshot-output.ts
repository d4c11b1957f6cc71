import { join } from "node:path";

// Where the screenshot scripts save their pictures (SHOTS_DIR, else .state/screenshots/), and the two widths they take.
export const OUTPUT_DIR = process.env.SHOTS_DIR ?? join(import.meta.dirname, "../../.state/screenshots");

export const VIEWPORTS = [
  { name: "1280", width: 1280, height: 800 },
  { name: "375", width: 375, height: 812 },
] as const;

export type Viewport = (typeof VIEWPORTS)[number];
