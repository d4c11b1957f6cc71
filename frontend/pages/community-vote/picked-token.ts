/** The token the player clicks for. */
export type PickedToken = { address: string; symbol: string; name: string };
