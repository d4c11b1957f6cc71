import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const IMPORT = /^\s*import\s+(?:\{[^}]*\}\s+from\s+)?"([^"]+)"/gm;

/**
 * The library sources contracts/*.sol import (`@openzeppelin/contracts/…`), and theirs in turn, read from
 * node_modules: added to the solc input by path, so solc-js needs no import callback.
 */
export function librarySources(sources: Record<string, { content: string }>): Record<string, { content: string }> {
  const found: Record<string, { content: string }> = {};
  const pending = Object.entries(sources);
  while (pending.length > 0) {
    const [path, { content }] = pending.pop()!;
    for (const [, imported] of content.matchAll(IMPORT)) {
      const resolved = imported!.startsWith(".") ? new URL(imported!, `file:///${path}`).pathname.slice(1) : imported!;
      if (resolved in sources || resolved in found || !resolved.startsWith("@")) continue;
      found[resolved] = { content: readFileSync(require.resolve(resolved), "utf8") };
      pending.push([resolved, found[resolved]!]);
    }
  }
  return found;
}
