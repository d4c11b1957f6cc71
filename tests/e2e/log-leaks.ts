// What must never reach a log: a stack trace (it maps the code for an attacker and means an error
// escaped its handler), SQL (a D1 error quoting its statement), or a secret. Secrets are known values
// (the worker's keys, the e-mail codes the devnet's inbox received) and any JWT, PEM private key, reaction session id
// or BIP-39 recovery phrase.

import { english } from "viem/accounts";

/** A secret the logs must not contain, by a name that can be printed instead of it. */
export type Secret = { name: string; value: string };

const BIP39_WORDS = new Set(english);
/** The fewest words of a recovery phrase (BIP-39's shortest); runs of that many list words are not prose. */
const PHRASE_WORDS = 12;

/** Twelve or more BIP-39 words in a row: a wallet's recovery phrase, whoever's it is. */
function hasRecoveryPhrase(line: string): boolean {
  let run = 0;
  for (const word of line.split(/[^a-z]+/)) {
    run = BIP39_WORDS.has(word) ? run + 1 : 0;
    if (run >= PHRASE_WORDS) return true;
  }
  return false;
}

const LEAKS: readonly { what: string; pattern: { test: (line: string) => boolean } }[] = [
  // A V8 frame: "    at handler (file:///…/worker.js:12:7)" or "    at /…/index.js:3:1".
  { what: "a stack trace", pattern: /^\s+at\s.*:\d+:\d+\)?\s*$/ },
  {
    what: "SQL",
    pattern:
      /\b(SELECT\s+(\*|[\w.]+\s*(,|\bAS\b|\bFROM\b))|INSERT\s+(OR\s+\w+\s+)?INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|(CREATE|DROP)\s+(TABLE|INDEX)|SQLITE_[A-Z]+|D1_ERROR)/,
  },
  { what: "a JWT", pattern: /\beyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/ },
  { what: "a private key", pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
  { what: "a recovery phrase", pattern: { test: hasRecoveryPhrase } },
  // A reaction session id as the worker issues it (shared/schemas/reactions.ts): whoever holds one acts for the session.
  { what: "a reaction session id", pattern: /(?<![\w-])[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}(?![\w-])/ },
];

// A numeric secret (a 6-digit code) inside a longer number (a timestamp) is not that secret.
const contains = (line: string, secret: Secret) =>
  /^\d+$/.test(secret.value) ? new RegExp(`(?<!\\d)${secret.value}(?!\\d)`).test(line) : line.includes(secret.value);

/** One finding per offending line: what leaked and the line, with known secrets masked so the report leaks nothing. */
export function logLeaks(log: string, secrets: readonly Secret[]): string[] {
  const findings: string[] = [];
  for (const line of log.split("\n")) {
    const masked = secrets.reduce((text, secret) => text.replaceAll(secret.value, `<${secret.name}>`), line);
    const kinds = [
      ...secrets.filter((secret) => contains(line, secret)).map((secret) => secret.name),
      ...LEAKS.filter((leak) => leak.pattern.test(line)).map((leak) => leak.what),
    ];
    if (kinds.length > 0) findings.push(`${kinds.join(", ")}: ${masked.trim().slice(0, 200)}`);
  }
  return findings;
}
