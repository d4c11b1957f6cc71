// The referrer a /ref/{address} link recorded, kept in this browser for REFERRAL_DAYS; the app's trades carry it.

import { ADDRESS } from "../../shared/schemas/primitives";
import { REFERRAL_DAYS } from "../../shared/schemas/referral";

const STORAGE_KEY = "lqscan.referrer";
const REFERRAL_MS = REFERRAL_DAYS * 86_400_000;

type Stored = { address: string; expiresAt: number };

const same = (a: string, b: string | undefined) => b !== undefined && a.toLowerCase() === b.toLowerCase();

/** Records `referrer` from now for REFERRAL_DAYS; false (nothing recorded) for a malformed address or the visitor's own. */
export function recordReferrer(referrer: string, ownAddress: string | undefined): boolean {
  if (!ADDRESS.test(referrer) || same(referrer, ownAddress)) return false;
  const stored: Stored = { address: referrer.toLowerCase(), expiresAt: Date.now() + REFERRAL_MS };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  return true;
}

/** The recorded referrer while it lasts, unless it is the trading wallet itself. */
export function activeReferrer(ownAddress: string): string | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as Stored | null;
    if (stored === null || !ADDRESS.test(stored.address) || !(stored.expiresAt > Date.now()) || same(stored.address, ownAddress)) return undefined;
    return stored.address;
  } catch {
    return undefined;
  }
}
