import type { FamilyBuilders } from "./tools";

// HyperLend's agents (devnet/lending/agents.ts) read the pool and build their own transactions, gas included.

export const lendingBuilders: FamilyBuilders<"lending"> = {
  lending: (action) => action.build(),
};
