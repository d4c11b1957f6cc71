import { createScheduledController, env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type PulseColumns, pulseColumnsSchema } from "../../../shared/schemas/pulse-columns";
import worker from "../../../workers/index";
import { launchpadScenario, type Scenario } from "./launchpad-scenario";

// The terminal's three columns: launches on their curve, those about to graduate, and the graduates.

let scenario: Scenario;
let columns: PulseColumns;

const symbols = (rows: PulseColumns["newLaunches"]) => rows.map((row) => row.token.symbol);

beforeAll(async () => {
  scenario = await launchpadScenario(4);
  // The cron scores the creators.
  await worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: (scenario.lastBlockAt + 60) * 1000 }), env);
  const response = await SELF.fetch("http://app/api/v1/indexer/pulse/columns");
  expect(response.status).toBe(200);
  columns = pulseColumnsSchema.parse(await response.json());
}, 120_000);

describe("GET /api/v1/indexer/pulse/columns", () => {
  it("lists the launches still on their curve newest first, the graduate elsewhere", () => {
    expect(symbols(columns.newLaunches)).toEqual(["IDL4", "FRZ4", "ALP4"]);
    expect(symbols(columns.justGraduated)).toEqual(["BND4"]);
    expect(columns.justGraduated[0]!.token.curve).toMatchObject({ status: "graduated", graduatedPair: scenario.bndPair });
  });

  it("puts a curve at 80 % or more sold about to graduate (FRZ sold out), not ALP's sliver", () => {
    expect(symbols(columns.aboutToGraduate)).toEqual(["FRZ4"]);
    expect(columns.aboutToGraduate[0]!.token.progress).toBe(100);
  });

  it("gives each launch its age, market cap, holders, top-10 share and its creator's confidence as the leaderboard scores it", async () => {
    const alp = columns.newLaunches.find((row) => row.token.symbol === "ALP4")!;
    expect(alp.token.creationTimestamp).toBe(scenario.tokens.alp.createdAt);
    expect(alp.token.marketCap.usd).toBeGreaterThan(0);
    expect(alp.token.holderCount).toBeGreaterThan(0);
    expect(alp.token.top10HoldersPercentage).toBeGreaterThan(0);
    const board = (await (await SELF.fetch("http://app/api/v1/leaderboard?limit=100")).json()) as {
      creators: { walletAddress: string; confidenceScore: number }[];
    };
    const creatorA = board.creators.find((creator) => creator.walletAddress.toLowerCase() === scenario.creators.a.toLowerCase());
    expect(creatorA).toBeDefined();
    expect(alp.creatorConfidence).toBe(creatorA!.confidenceScore);
  });
});
