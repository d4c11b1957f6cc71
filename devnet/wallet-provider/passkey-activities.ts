import { verifyRegistrationResponse } from "@simplewebauthn/server";
import { z } from "zod";
import { PASSKEY } from "../../shared/wallet-session";
import { type ActivityHandler, parse } from "./activity-handler";
import { badRequest, notFound } from "./api-error";
import { sessionJwt } from "./credentials";
import { type Authenticator, newId, type ProviderState, timestamp, type User } from "./model";
import { DEFAULT_SESSION_SECONDS, notarizerKey, type Provider, userOf } from "./provider";
import type { QueryInput } from "./queries";
import { originOf } from "./webauthn-stamp";

// Passkeys: create_authenticators verifies each WebAuthn attestation (@simplewebauthn/server) and keeps the
// credential id, public key and counter; delete_authenticators removes them; create_read_only_session is a
// passkey user's read-only session. A passkey's stamp (webauthn-stamp.ts) then signs like an API key.

const transport = z.enum([
  "AUTHENTICATOR_TRANSPORT_BLE",
  "AUTHENTICATOR_TRANSPORT_INTERNAL",
  "AUTHENTICATOR_TRANSPORT_NFC",
  "AUTHENTICATOR_TRANSPORT_USB",
  "AUTHENTICATOR_TRANSPORT_HYBRID",
]);
const createAuthenticatorsParams = z.looseObject({
  userId: z.string().min(1),
  authenticators: z
    .array(
      z.looseObject({
        authenticatorName: z.string().min(1).max(100),
        challenge: z.string().min(1),
        attestation: z.looseObject({
          credentialId: z.string().min(1),
          clientDataJson: z.string().min(1),
          attestationObject: z.string().min(1),
          transports: z.array(transport),
        }),
      }),
    )
    .min(1),
});
const deleteAuthenticatorsParams = z.looseObject({ userId: z.string().min(1), authenticatorIds: z.array(z.string().min(1)).min(1) });
const readOnlySessionParams = z.looseObject({}).optional();

/** AUTHENTICATOR_TRANSPORT_USB → usb, as WebAuthn names transports. */
const webauthnTransport = (name: z.infer<typeof transport>) => name.replace("AUTHENTICATOR_TRANSPORT_", "").toLowerCase() as "usb";

function credentialTaken(state: ProviderState, credentialId: string): boolean {
  return Object.values(state.organizations).some((organization) =>
    organization.users.some((user) => user.authenticators?.some((known) => known.credentialId === credentialId)),
  );
}

/** One attestation checked against its challenge, an allowed relying party and that party's origin. */
async function verifiedAuthenticator(provider: Provider, params: z.infer<typeof createAuthenticatorsParams>["authenticators"][number]): Promise<Authenticator> {
  const { attestation } = params;
  if (credentialTaken(provider.store.state, attestation.credentialId)) throw badRequest("invalid attestation: this credential is already registered");
  const errors: string[] = [];
  for (const rpId of provider.relyingPartyIds) {
    try {
      const { verified, registrationInfo } = await verifyRegistrationResponse({
        response: {
          id: attestation.credentialId,
          rawId: attestation.credentialId,
          type: "public-key",
          response: {
            clientDataJSON: attestation.clientDataJson,
            attestationObject: attestation.attestationObject,
            transports: attestation.transports.map(webauthnTransport),
          },
          clientExtensionResults: {},
        },
        expectedChallenge: params.challenge,
        expectedOrigin: originOf(attestation.clientDataJson, rpId),
        expectedRPID: rpId,
        requireUserVerification: false,
        supportedAlgorithmIDs: [...PASSKEY.algorithms],
      });
      if (!verified) continue;
      return {
        authenticatorId: newId(),
        authenticatorName: params.authenticatorName,
        credentialId: registrationInfo.credential.id,
        publicKey: Buffer.from(registrationInfo.credential.publicKey).toString("base64url"),
        counter: registrationInfo.credential.counter,
        rpId,
        transports: attestation.transports,
        aaguid: registrationInfo.aaguid,
        attestationType: registrationInfo.fmt,
        createdAt: Date.now(),
      };
    } catch (error) {
      errors.push((error as Error).message);
    }
  }
  throw badRequest(`invalid attestation: ${errors[0] ?? "it could not be verified"}`);
}

/** A passkey as Turnkey's get_user and get_authenticators answer it. */
export function authenticatorView(authenticator: Authenticator) {
  return {
    authenticatorId: authenticator.authenticatorId,
    authenticatorName: authenticator.authenticatorName,
    credentialId: authenticator.credentialId,
    transports: authenticator.transports,
    attestationType: authenticator.attestationType,
    aaguid: authenticator.aaguid,
    model: "",
    credential: { publicKey: authenticator.publicKey, type: "CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR" },
    createdAt: timestamp(authenticator.createdAt),
    updatedAt: timestamp(authenticator.createdAt),
  };
}

const authenticatorsOf = (user: User) => {
  user.authenticators ??= [];
  return user.authenticators;
};

export const PASSKEY_ACTIVITIES: Record<string, ActivityHandler> = {
  create_authenticators: {
    types: { ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2: "createAuthenticatorsResult" },
    run: async (input) => {
      const params = parse(createAuthenticatorsParams, input);
      const user = userOf(input.organization, params.userId);
      const added: Authenticator[] = [];
      for (const authenticator of params.authenticators) added.push(await verifiedAuthenticator(input.provider, authenticator));
      authenticatorsOf(user).push(...added);
      user.updatedAt = Date.now();
      return { authenticatorIds: added.map((authenticator) => authenticator.authenticatorId) };
    },
  },
  delete_authenticators: {
    types: { ACTIVITY_TYPE_DELETE_AUTHENTICATORS: "deleteAuthenticatorsResult" },
    run: async (input) => {
      const params = parse(deleteAuthenticatorsParams, input);
      const user = userOf(input.organization, params.userId);
      const known = authenticatorsOf(user);
      const missing = params.authenticatorIds.find((id) => !known.some((authenticator) => authenticator.authenticatorId === id));
      if (missing) throw notFound(`authenticator ${missing} not found for user ${user.userId}`);
      user.authenticators = known.filter((authenticator) => !params.authenticatorIds.includes(authenticator.authenticatorId));
      user.updatedAt = Date.now();
      return { authenticatorIds: params.authenticatorIds };
    },
  },
  create_read_only_session: {
    types: { ACTIVITY_TYPE_CREATE_READ_ONLY_SESSION: "createReadOnlySessionResult" },
    run: async (input) => {
      parse(readOnlySessionParams, input);
      const { organization, caller } = input;
      const { authenticator } = caller;
      if (!authenticator) throw badRequest("a read-only session is made by a passkey's stamp");
      const expiry = Math.floor(Date.now() / 1000) + DEFAULT_SESSION_SECONDS;
      const session = sessionJwt(notarizerKey(input.provider), {
        exp: expiry,
        public_key: authenticator.credentialId,
        session_type: "SESSION_TYPE_READ_ONLY",
        user_id: caller.user.userId,
        organization_id: organization.organizationId,
      });
      return {
        organizationId: organization.organizationId,
        organizationName: organization.organizationName,
        userId: caller.user.userId,
        username: caller.user.userName,
        session,
        sessionExpiry: String(expiry),
      };
    },
  },
};

export const PASSKEY_QUERIES: Record<string, (input: QueryInput) => unknown> = {
  get_authenticators: ({ organization, body }) => ({
    authenticators: (userOf(organization, typeof body.userId === "string" ? body.userId : "").authenticators ?? []).map(authenticatorView),
  }),
};
