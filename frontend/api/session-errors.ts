// The wallet provider SDK's session messages (spec 5), in words a trader can act on. Each plain sentence
// says what happened and what to do; the SDK's own text stays in the console for whoever debugs it.

const PLAIN: [RegExp, string][] = [
  [/Invalid session type passed/, "Your sign-in is of a kind this app cannot renew. Please sign in again."],
  [
    /You must use a passkey client to refresh a read-only session\./,
    "This session came from a passkey and only the passkey can renew it. Please sign in with your passkey again.",
  ],
  [/Unable to refresh session: missing target public key\./, "Your session could not be renewed: this browser's sign-in key is missing. Please sign in again."],
  [/Unsupported client type for read-write session refresh\./, "Your session could not be renewed in this browser. Please sign in again."],
  [
    /You must provide a publicKey to create a passkey read write session\./,
    "Passkey sign-in needs a sign-in key from this browser, and none could be made. Please try again.",
  ],
  [
    /You must provide a publicKey to create a read-write session\./,
    "Signing in needs a sign-in key from this browser, and none could be made. Please try again.",
  ],
  [/NotAllowedError|timed out or was not allowed/, "The passkey request was cancelled or timed out. Please try again."],
  [/could not find the authenticator/, "This passkey does not belong to any lqscan wallet. Sign in with e-mail or Google, then add it."],
  [/could not verify the webauthn stamp/, "Your passkey's answer could not be verified. Please try again."],
  [/InvalidStateError|already registered/, "This passkey is already added to your account."],
  [/SecurityError|invalid domain/i, "Passkeys need this app to be opened by its domain name, not an IP address."],
];

/** The plain sentence for an SDK message (its wrapping 'Unable to refresh session: …' or 'Unable to log in with the provided passkey: …' included). */
export function plainSessionError(message: string): string {
  const found = PLAIN.find(([pattern]) => pattern.test(message));
  if (found) return found[1];
  if (message.startsWith("Unable to log in with the provided passkey:")) return "Your passkey could not sign you in. Please try again.";
  if (message.startsWith("Unable to refresh session:")) return "Your session could not be renewed. Please sign in again.";
  return message;
}

/** Runs a provider call and rethrows its failure in plain words. */
export async function inPlainWords<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`wallet provider: ${message}`);
    throw new Error(plainSessionError(message));
  }
}
