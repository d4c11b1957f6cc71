// The signed-in user's passkeys, read from and changed at the wallet provider with their own session key.
import useSWR from "swr";
import type { AuthConfig } from "../../shared/schemas/auth";
import type { SignedIn } from "./wallet-sign-in";

const passkeySession = () => import("./passkey-session");

export function usePasskeys(config: AuthConfig | undefined, signedIn: SignedIn | undefined) {
  const key = config && signedIn ? ["passkeys", signedIn.user.id] : null;
  const swr = useSWR(key, async () => (await passkeySession()).listPasskeys(config!), { revalidateOnFocus: false });
  const add = async (name: string) => {
    if (!config || !signedIn) return;
    const person = { email: signedIn.user.email, displayName: signedIn.user.name ?? signedIn.user.email };
    await (await passkeySession()).addPasskey(config, name, person);
    await swr.mutate();
  };
  const remove = async (id: string) => {
    if (!config) return;
    await (await passkeySession()).removePasskey(config, id);
    await swr.mutate();
  };
  return { ...swr, add, remove };
}
