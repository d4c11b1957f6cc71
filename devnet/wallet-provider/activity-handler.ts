import type { z } from "zod";
import { notFound } from "./api-error";
import * as intents from "./intents";
import type { Organization } from "./model";
import type { PolicyContext } from "./policy-language";
import type { Provider } from "./provider";
import type { Caller } from "./stamp";

export type ActivityInput = { provider: Provider; organization: Organization; caller: Caller; parameters: unknown };

export type ActivityHandler = {
  /** The activity types this path accepts (current first) and the key of each one's result. */
  types: Record<string, string>;
  /** Facts the policies see (eth.tx for a transaction), read before the decision. */
  facts?: (input: ActivityInput) => PolicyContext;
  run: (input: ActivityInput) => Promise<Record<string, unknown>>;
};

/** The activity's parameters, checked against its intent schema. */
export function parse<Schema extends z.ZodType>(schema: Schema, input: ActivityInput): z.output<Schema> {
  return intents.parseParameters(schema, input.parameters);
}

/** The wallet and account that `signWith` (an address or account id) names in the organization. */
export function findAccount(organization: Organization, signWith: string) {
  for (const wallet of organization.wallets) {
    const account = wallet.accounts.find((candidate) => candidate.address.toLowerCase() === signWith.toLowerCase() || candidate.walletAccountId === signWith);
    if (account) return { wallet, account };
  }
  throw notFound(`could not find a wallet account for ${signWith} in organization ${organization.organizationId}`);
}
