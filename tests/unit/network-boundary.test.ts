import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The frontend reaches the network only through frontend/api/ (the iframe keeps its own React-free path):
// anywhere else, a request opened or an API URL built is a finding.
const FRONTEND = "frontend";
const ALLOWED = ["api/", "iframe/"];

const FINDINGS: [string, RegExp][] = [
  ["fetch", /\bfetch\(/],
  ["WebSocket", /\bnew WebSocket\b/],
  ["EventSource", /\bnew EventSource\b/],
  ["XMLHttpRequest", /\bXMLHttpRequest\b/],
  ["sendBeacon", /\bsendBeacon\(/],
  // An /api/ or /ws/ path not inside a relative module path ("../api/pair" is an import).
  ["API URL", /(?<![.\w-])\/(?:api|ws)\//],
];

function findings(source: string): string[] {
  return source.split("\n").flatMap((line, index) => FINDINGS.filter(([, pattern]) => pattern.test(line)).map(([name]) => `${index + 1}: ${name}`));
}

function sourceFiles(): string[] {
  return readdirSync(FRONTEND, { recursive: true, encoding: "utf8" })
    .filter((path) => /\.tsx?$/.test(path))
    .map((path) => path.replaceAll("\\", "/"));
}

describe("the frontend's network boundary", () => {
  it("flags requests and API URLs, not imports of frontend/api", () => {
    expect(findings("const response = await fetch(`/x`);\nconst socket = new WebSocket(url);")).toEqual(["1: fetch", "2: WebSocket"]);
    expect(findings('useSWR("/api/v1/indexer/lqscan", read);')).toEqual(["1: API URL"]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text under test holds a template literal
    expect(findings("const url = `${scheme}://${location.host}/ws/pairs/${pair}`;")).toEqual(["1: API URL"]);
    expect(findings('import { usePairInfo } from "../../api/pair";\nimport { x } from "./api/cache-health";\nconst a = prefetch();')).toEqual([]);
  });

  it("holds: outside frontend/api and frontend/iframe no file opens a request or builds an /api/ or /ws/ URL", () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(50);
    const outside = files.filter((path) => !ALLOWED.some((folder) => path.startsWith(folder)));
    const found = outside.flatMap((path) => findings(readFileSync(join(FRONTEND, path), "utf8")).map((finding) => `frontend/${path}:${finding}`));
    expect(found).toEqual([]);
  });
});
