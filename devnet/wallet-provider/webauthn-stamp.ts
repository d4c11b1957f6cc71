import { createHash } from "node:crypto";
import { verifyAuthenticationResponse } from "@simplewebauthn/server";
import { z } from "zod";
import { badRequest, unauthenticated } from "./api-error";
import type { Authenticator, ProviderState } from "./model";
import type { Provider } from "./provider";
import { authenticate, type Caller, credentialOrganizations } from "./stamp";

// X-Stamp-Webauthn: a passkey's assertion over the request (@turnkey/webauthn-stamper). Its challenge is
// the UTF-8 of hex(sha256(body)), so the signature covers these exact bytes; @simplewebauthn/server checks
// the signature with the registered public key, the relying party, the origin and the counter.

export const WEBAUTHN_STAMP_HEADER_NAME = "x-stamp-webauthn";

const stampSchema = z.object({
  authenticatorData: z.string().min(1),
  clientDataJson: z.string().min(1),
  credentialId: z.string().min(1),
  signature: z.string().min(1),
});

/**
 * The origin a ceremony's client data names, accepted only on the relying party's own host (or a
 * subdomain), over https, or http on localhost: the browser's own rule, checked again here.
 */
export function originOf(clientDataJson: string, rpId: string): string {
  let origin: string;
  try {
    origin = String((JSON.parse(Buffer.from(clientDataJson, "base64url").toString("utf8")) as { origin?: unknown }).origin);
    const url = new URL(origin);
    const onHost = url.hostname === rpId || url.hostname.endsWith(`.${rpId}`);
    const secure = url.protocol === "https:" || (url.protocol === "http:" && url.hostname === "localhost");
    if (onHost && secure && url.origin === origin) return origin;
  } catch {
    // falls through to the refusal
  }
  throw unauthenticated(`webauthn: the origin is not one of relying party ${rpId}`);
}

/** The challenge a passkey signs for a request body, base64url as the client data carries it. */
export function stampChallenge(rawBody: string): string {
  return Buffer.from(createHash("sha256").update(rawBody).digest("hex"), "utf8").toString("base64url");
}

function findPasskey(state: ProviderState, credentialId: string, organizationId: string, withSubOrganizations: boolean) {
  for (const keyOrganization of credentialOrganizations(state, organizationId, withSubOrganizations)) {
    for (const user of keyOrganization.users) {
      const authenticator = user.authenticators?.find((candidate) => candidate.credentialId === credentialId);
      if (authenticator) return { authenticator, user, keyOrganization };
    }
  }
  return undefined;
}

/** Verifies the passkey stamp over the raw body and raises the passkey's counter; the caller is its user. */
export async function authenticateWebauthn(
  state: ProviderState,
  header: string,
  rawBody: string,
  organizationId: string,
  withSubOrganizations: boolean,
): Promise<Caller & { authenticator: Authenticator }> {
  let stamp: z.infer<typeof stampSchema>;
  try {
    stamp = stampSchema.parse(JSON.parse(header));
  } catch {
    throw badRequest("authentication failed: malformed X-Stamp-Webauthn header");
  }
  const found = findPasskey(state, stamp.credentialId, organizationId, withSubOrganizations);
  if (!found) throw unauthenticated("could not find the authenticator in organization or its parent organization");
  const { authenticator } = found;
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: {
        id: stamp.credentialId,
        rawId: stamp.credentialId,
        type: "public-key",
        response: { authenticatorData: stamp.authenticatorData, clientDataJSON: stamp.clientDataJson, signature: stamp.signature },
        clientExtensionResults: {},
      },
      expectedChallenge: stampChallenge(rawBody),
      expectedOrigin: originOf(stamp.clientDataJson, authenticator.rpId),
      expectedRPID: authenticator.rpId,
      credential: { id: authenticator.credentialId, publicKey: Buffer.from(authenticator.publicKey, "base64url"), counter: authenticator.counter },
      // The stamper asks for user verification as "preferred", so an authenticator without it still counts.
      requireUserVerification: false,
    });
  } catch (error) {
    throw unauthenticated(`could not verify the webauthn stamp: ${(error as Error).message}`);
  }
  if (!verification.verified) throw unauthenticated("could not verify the webauthn stamp");
  authenticator.counter = verification.authenticationInfo.newCounter;
  return found;
}

/** The request's caller from whichever stamp it carries: an API key's X-Stamp or a passkey's X-Stamp-Webauthn. */
export async function authenticateStamped(
  provider: Provider,
  stamps: { apiKey: string | undefined; webauthn: string | undefined },
  rawBody: string,
  organizationId: string,
  withSubOrganizations = false,
): Promise<Caller> {
  if (stamps.apiKey !== undefined || stamps.webauthn === undefined) {
    return authenticate(provider.store.state, stamps.apiKey, rawBody, organizationId, withSubOrganizations);
  }
  const caller = await authenticateWebauthn(provider.store.state, stamps.webauthn, rawBody, organizationId, withSubOrganizations);
  // The raised counter is what refuses a replay of this assertion.
  provider.store.save();
  return caller;
}
