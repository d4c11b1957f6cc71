import { type Address, getAddress, keccak256, toHex } from "viem";
import type { Random } from "./random";

/** How a creator behaves: how often they launch, how their tokens are received, and whether they dump. */
export type CreatorStyle = "legendary" | "builder" | "casual" | "rugger";

export type Creator = { address: Address; style: CreatorStyle; launchesPerDay: number };
export type Trader = { address: Address; medianBuyHype: number };

/** A stable address per role and index: the same seed always finds the same people. */
export function simAddress(seed: string, role: string, index: number): Address {
  return getAddress(`0x${keccak256(toHex(`${seed}/${role}/${index}`)).slice(-40)}`);
}

const LEGENDARY = { style: "legendary", launchesPerDay: 0.6 } as const;
// Everyone but the one legendary creator (creator 0) follows this mix.
const STYLE_MIX: readonly { style: CreatorStyle; share: number; launchesPerDay: number }[] = [
  { style: "builder", share: 0.3, launchesPerDay: 0.35 },
  { style: "casual", share: 0.45, launchesPerDay: 0.2 },
  { style: "rugger", share: 0.25, launchesPerDay: 1.2 },
];

function pickStyle(random: Random) {
  let roll = random.next();
  for (const entry of STYLE_MIX) {
    roll -= entry.share;
    if (roll < 0) return entry;
  }
  return STYLE_MIX[STYLE_MIX.length - 1]!;
}

export function createCreators(seed: string, random: Random, count: number): Creator[] {
  return Array.from({ length: count }, (_, index) => {
    const { style, launchesPerDay } = index === 0 ? LEGENDARY : pickStyle(random);
    return { address: simAddress(seed, "creator", index), style, launchesPerDay };
  });
}

/** Traders: most buy small, a few whales buy big (log-normal sizes around each trader's own median). */
export function createTraders(seed: string, random: Random, count: number): Trader[] {
  return Array.from({ length: count }, (_, index) => ({
    address: simAddress(seed, "trader", index),
    medianBuyHype: random.logNormal(0.8, 1.1),
  }));
}
