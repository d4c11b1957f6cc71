import { readFileSync } from "node:fs";
import { z } from "zod";

export type TestCounts = { passed: number; failed: number; skipped: number };

// Vitest's json reporter writes Jest's result format.
const vitestReportSchema = z.object({
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  numPendingTests: z.number(),
  numTodoTests: z.number(),
});

const playwrightReportSchema = z.object({
  stats: z.object({ expected: z.number(), unexpected: z.number(), flaky: z.number(), skipped: z.number() }),
});

export function vitestCounts(report: unknown): TestCounts {
  const counts = vitestReportSchema.parse(report);
  return {
    passed: counts.numPassedTests,
    failed: counts.numFailedTests,
    skipped: counts.numPendingTests + counts.numTodoTests,
  };
}

/** A flaky test failed first and passed on retry: it counts as passed. */
export function playwrightCounts(report: unknown): TestCounts {
  const { stats } = playwrightReportSchema.parse(report);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/** The counts from a JSON report file, or undefined when the runner wrote none (it crashed or never ran). */
export function readCounts(file: string, count: (report: unknown) => TestCounts): TestCounts | undefined {
  try {
    return count(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return undefined;
  }
}
