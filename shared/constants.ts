// Business constants of the specification's section 9, in one place.

export const MOBILE_BREAKPOINT_PX = 768;

export const REACTIONS = ["rocket", "fire", "poop", "flag"] as const;

/** The Developer Guide's creator confidence tiers, best first (percent, inclusive). */
export const CONFIDENCE_TIERS = [
  { name: "Legendary", min: 100, max: 100 },
  { name: "Epic", min: 90, max: 99 },
  { name: "Great", min: 80, max: 89 },
  { name: "Okay", min: 70, max: 79 },
  { name: "Neutral", min: 60, max: 69 },
  { name: "Meh", min: 45, max: 59 },
  { name: "Scam", min: 0, max: 44 },
] as const;

/** The Developer Guide's confidence score weights. */
export const CONFIDENCE_WEIGHTS = [
  { label: "Success Rate", percent: 33 },
  { label: "Volume", percent: 33 },
  { label: "Holders", percent: 15 },
  { label: "Generated Marketcap", percent: 15 },
  { label: "Trades", percent: 4 },
] as const;
