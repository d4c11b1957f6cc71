import { expect, test } from "@playwright/test";
import { describeViolations, launchScannedPair, type ScannedPair, scansAt, scanViolations, VIEWPORTS } from "./accessibility-scans";

// The bar: axe finds nothing serious or critical anywhere. Lesser findings are listed by scripts/axe-report.ts.
const BLOCKING_IMPACTS: readonly (string | null | undefined)[] = ["serious", "critical"];

let pair: ScannedPair;

test.beforeAll(async () => {
  pair = await launchScannedPair();
});

test.describe("accessibility (axe)", () => {
  for (const viewport of VIEWPORTS) {
    for (const scan of scansAt(viewport)) {
      test(`${scan.name} at ${viewport.width} px has no serious or critical violation`, async ({ page }) => {
        const violations = await scanViolations(page, scan, viewport, pair);
        const blocking = violations.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact));
        expect(describeViolations(blocking), `serious or critical axe violations on ${scan.name}`).toBe("");
      });
    }
  }
});
