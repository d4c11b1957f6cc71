import { BURN_ADDRESSES } from "../../../shared/addresses";
import { units } from "./amounts";
import { amountText, type ChainEvent, type DecodeContext, decimalsOf, eventRow, lower, NO_AMOUNTS } from "./decode-context";

/** A Transfer of a launchpad token (a `t` event); one to a burn address takes tokens out of circulation. */
export function decodeTransfer(event: ChainEvent, context: DecodeContext): void {
  const { name, args, address, at } = event;
  if (name !== "Transfer" || args.value === undefined) return;
  const from = lower(args.from);
  const to = lower(args.to);
  const guard = context.watched.tradeGuard;
  // A guarded trade moves its tokens through the guard (launchpad → guard → trader, or back): recorded as the
  // one transfer a direct trade makes, so balances, costs and bubble maps never see the guard.
  if (guard !== null && to === guard) {
    context.guardLegs.set(guardLegKey(at.transaction_hash, address), event);
    return;
  }
  const legIn = guard !== null && from === guard ? context.guardLegs.get(guardLegKey(at.transaction_hash, address)) : undefined;
  if (legIn !== undefined) {
    context.guardLegs.delete(guardLegKey(at.transaction_hash, address));
    transferRow(legIn.at, address, lower(legIn.args.from), to, args.value as bigint, context);
    return;
  }
  transferRow(at, address, from, to, args.value as bigint, context);
}

/** The guard's GuardedTrade: who the curve trade after it in the same transaction is for. */
export function decodeGuardedTrade({ name, args, at }: ChainEvent, context: DecodeContext): void {
  if (name === "GuardedTrade") context.guardTraders.set(at.transaction_hash, lower(args.trader));
}

/** Tokens sent to the guard that never came out in the same transaction (a gift to it): recorded as they were. */
export function unpairedGuardLegs(context: DecodeContext): void {
  for (const { at, address, args } of context.guardLegs.values()) transferRow(at, address, lower(args.from), lower(args.to), args.value as bigint, context);
  context.guardLegs.clear();
}

const guardLegKey = (transaction: string, token: string) => `${transaction}:${token}`;

function transferRow(at: ChainEvent["at"], token: string, from: string, to: string, value: bigint, context: DecodeContext): void {
  if (BURN_ADDRESSES.includes(to)) {
    context.burned.add(token);
    const { circulating } = context.state;
    circulating.set(token, (circulating.get(token) ?? 0) - units(value, decimalsOf(context, token)));
  }
  context.rows.events.push(
    eventRow(at, {
      pair_address: token,
      contract_address: token,
      event_type: "t",
      trader_address: from,
      from_address: from,
      to_address: to,
      ...NO_AMOUNTS,
      token_in_address: token,
      amount_in: amountText(context, value, token),
    }),
  );
}
