import type { ActionKind, MarketAction } from "./actions";
import { launchpadBuilders } from "./build/launchpad";
import { lendingBuilders } from "./build/lending";
import { liquidityBuilders } from "./build/liquidity";
import { steerBuilders } from "./build/steer";
import { swapBuilders } from "./build/swaps";
import { type BuildContext, type Builder, buildTools, type FamilyBuilders } from "./build/tools";
import type { SimTransaction } from "./sim-chain";

export type { BuildContext } from "./build/tools";

/** Every action kind's builder, by family (one file each in build/): a new family adds its file and one line here. */
const BUILDERS: FamilyBuilders<ActionKind> = {
  ...launchpadBuilders,
  ...swapBuilders,
  ...liquidityBuilders,
  ...steerBuilders,
  ...lendingBuilders,
};

/**
 * Turns an action into its transaction, reading the chain for the dynamic ones. Answers undefined when
 * there is nothing to do (a pool already at its target, a position already withdrawn) or when the token
 * it trades is not known yet.
 */
export function transactionBuilder(context: BuildContext) {
  const tools = buildTools(context);
  return async (action: MarketAction): Promise<SimTransaction | undefined> => (BUILDERS[action.kind] as Builder<ActionKind>)(action, tools);
}

export type BuildTransaction = ReturnType<typeof transactionBuilder>;
