import { BURN_ADDRESSES } from "../../../shared/addresses";
import { units } from "./amounts";
import { amountText, type ChainEvent, type DecodeContext, decimalsOf, eventRow, lower, NO_AMOUNTS } from "./decode-context";

/** A Transfer of a launchpad token (a `t` event); one to a burn address takes tokens out of circulation. */
export function decodeTransfer({ name, args, address, at }: ChainEvent, context: DecodeContext): void {
  if (name !== "Transfer" || args.value === undefined) return;
  const from = lower(args.from);
  const to = lower(args.to);
  const value = args.value as bigint;
  if (BURN_ADDRESSES.includes(to)) {
    context.burned.add(address);
    const { circulating } = context.state;
    circulating.set(address, (circulating.get(address) ?? 0) - units(value, decimalsOf(context, address)));
  }
  context.rows.events.push(
    eventRow(at, {
      pair_address: address,
      contract_address: address,
      event_type: "t",
      trader_address: from,
      from_address: from,
      to_address: to,
      ...NO_AMOUNTS,
      token_in_address: address,
      amount_in: amountText(context, value, address),
    }),
  );
}
