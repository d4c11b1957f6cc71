import { notAuthorized } from "./api-error";
import type { Organization } from "./model";
import { holds, type PolicyContext } from "./policy-language";
import type { Caller } from "./stamp";

export type Decision = "allow" | "implicit-deny" | "explicit-deny";

/**
 * Activities a parent organization's key may start on a sub-organization: the sign-in flows, whose
 * proof is the user's own (an OIDC token, a one-time code). Everything else, signing above all, needs
 * a credential of the sub-organization itself.
 */
const PARENT_MAY_START = new Set([
  "ACTIVITY_TYPE_OAUTH",
  "ACTIVITY_TYPE_OAUTH_LOGIN",
  "ACTIVITY_TYPE_INIT_OTP_V3",
  "ACTIVITY_TYPE_VERIFY_OTP_V2",
  "ACTIVITY_TYPE_OTP_LOGIN_V2",
]);

/**
 * Turnkey's evaluation: a root quorum of one allows anything; otherwise any applicable EFFECT_DENY
 * denies (explicit), any applicable EFFECT_ALLOW allows, and nothing applicable denies (implicit).
 * A policy applies when both its consensus and its condition hold.
 */
export function decide(organization: Organization, caller: Caller, activityType: string, facts: PolicyContext): Decision {
  if (caller.keyOrganization !== organization) {
    if (PARENT_MAY_START.has(activityType)) return "allow";
    throw notAuthorized();
  }
  const { rootQuorum } = organization;
  if (rootQuorum.threshold <= 1 && rootQuorum.userIds.includes(caller.user.userId)) return "allow";
  const context: PolicyContext = {
    ...facts,
    activity: { type: activityType },
    approvers: [{ id: caller.user.userId, tags: caller.user.userTags }],
  };
  const applicable = organization.policies.filter((policy) => holds(policy.consensus, context) && holds(policy.condition, context));
  if (applicable.some((policy) => policy.effect === "EFFECT_DENY")) return "explicit-deny";
  return applicable.some((policy) => policy.effect === "EFFECT_ALLOW") ? "allow" : "implicit-deny";
}
