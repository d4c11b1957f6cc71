import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The layout rules of CONTRIBUTING.md that a reader relies on without opening every file.
const SOURCE_FOLDERS = ["frontend", "workers", "shared", "durable-objects", "devnet", "scripts"];
const MAX_LINES = 300;

function files(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((path) => `${folder}/${path.replaceAll("\\", "/")}`)
    .filter((path) => /\.(tsx?|mjs)$/.test(path));
}

function lineCount(path: string): number {
  return readFileSync(path, "utf8").trimEnd().split("\n").length;
}

describe("the source layout", () => {
  it("keeps every source file at 300 lines or fewer", () => {
    const all = SOURCE_FOLDERS.flatMap(files);
    expect(all.length).toBeGreaterThan(300);
    expect(lineCount("tests/unit/source-layout.test.ts")).toBeLessThan(MAX_LINES);
    const long = all.filter((path) => lineCount(path) > MAX_LINES);
    expect(long).toEqual([]);
  });

  it("keeps frontend/api to network modules: no React components or providers (.tsx)", () => {
    const api = files("frontend/api");
    expect(api).toContain("frontend/api/api-client.ts");
    expect(api.filter((path) => path.endsWith(".tsx"))).toEqual([]);
  });

  it("asks for a one-time code in one field, which takes digits only", () => {
    const fields = files("frontend").filter((path) => readFileSync(path, "utf8").includes('autoComplete="one-time-code"'));
    expect(fields).toEqual(["frontend/components/one-time-code/OneTimeCodeField.tsx"]);
    expect(readFileSync(fields[0]!, "utf8")).toContain('pattern="[0-9]{6}"');
  });
});
