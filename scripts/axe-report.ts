// Tallies axe's violations of every impact, by rule and by scan, over the scans of accessibility.spec.ts
// at desktop and phone width: the figures to compare before and after a change to the design system.
// Run against a served app: BASE_URL=http://127.0.0.1:8787 DEVNET_RPC_URL=http://127.0.0.1:8545 npx tsx scripts/axe-report.ts
import { chromium } from "@playwright/test";
import { launchScannedPair, scansAt, scanViolations, VIEWPORTS } from "../tests/e2e/accessibility-scans";
import { CHROMIUM_LAUNCH_OPTIONS } from "../tests/e2e/chromium";

const byRule = new Map<string, number>();
const byScan: string[] = [];
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  const pair = await launchScannedPair();
  const page = await (await browser.newContext()).newPage();
  for (const viewport of VIEWPORTS) {
    for (const scan of scansAt(viewport)) {
      const violations = await scanViolations(page, scan, viewport, pair);
      const counts = violations.map((violation) => {
        const rule = `${violation.id} (${violation.impact})`;
        byRule.set(rule, (byRule.get(rule) ?? 0) + violation.nodes.length);
        return `${violation.id} ${violation.nodes.length}`;
      });
      byScan.push(`${viewport.name} ${scan.name}: ${counts.length === 0 ? "none" : counts.join(", ")}`);
    }
  }
} finally {
  await browser.close();
}
console.log(byScan.join("\n"));
console.log("\nby rule:");
for (const [rule, count] of [...byRule].sort((a, b) => b[1] - a[1])) console.log(`  ${rule}: ${count}`);
console.log(`  total: ${[...byRule.values()].reduce((sum, count) => sum + count, 0)}`);
