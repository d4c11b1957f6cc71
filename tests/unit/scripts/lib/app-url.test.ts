import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_RELYING_PARTY_IDS } from "../../../../devnet/wallet-provider/index";
import { appUrl, repoRoot } from "../../../../scripts/lib/environment";

// A new user opens the URL `npm start` prints and adds a passkey there: browsers refuse an IP address as a
// WebAuthn relying party, so the printed URL is localhost, which the local provider accepts as relying party
// and the README's quick start shows.

describe("the URL npm start prints", () => {
  it("is localhost, a relying party passkeys can use, and the one the README shows", () => {
    const url = new URL(appUrl(8787));
    expect(url.href).toBe("http://localhost:8787/");
    expect(url.hostname).not.toMatch(/^[\d.]+$|^\[/);
    expect(DEFAULT_RELYING_PARTY_IDS).toContain(url.hostname);
    expect(readFileSync(join(repoRoot, "README.md"), "utf8")).toContain("prints `ready: http://localhost:8787`");
  });
});
