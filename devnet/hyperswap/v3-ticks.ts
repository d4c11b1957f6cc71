/** Uniswap V3's highest tick (TickMath.MAX_TICK); the lowest is its negative. */
const MAX_TICK = 887_272;

/** The tick spacing of each fee tier: the V3 factory's own tiers, and 100 as deployHyperSwap enables it. */
const TICK_SPACING: Record<number, number> = { 100: 1, 500: 10, 3000: 60, 10000: 200 };

export function tickSpacing(fee: number): number {
  const spacing = TICK_SPACING[fee];
  if (spacing === undefined) throw new Error(`no V3 fee tier ${fee}`);
  return spacing;
}

/** The widest position a pool of this fee takes: ticks ± the largest multiple of its spacing within MAX_TICK. */
export function fullRangeTick(fee: number): number {
  const spacing = tickSpacing(fee);
  return Math.floor(MAX_TICK / spacing) * spacing;
}
