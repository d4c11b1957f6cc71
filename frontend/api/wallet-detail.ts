// The signed-in user's wallet with its live balance (POST /api/v1/auth/wallet/one), and the devnet faucet.
import useSWR from "swr";
import { postFaucet, postWalletOne } from "./auth";
import type { SignedIn } from "./wallet-sign-in";

const BALANCE_REFRESH_MS = 10_000;

export function useWalletDetail(signedIn: SignedIn | undefined) {
  const key = signedIn ? ["wallet", signedIn.user.id, signedIn.wallet.address] : null;
  const swr = useSWR(
    key,
    async () => {
      const result = await postWalletOne(signedIn!.accessToken, signedIn!.user.id, signedIn!.wallet.address);
      if (!result.ok) throw new Error(result.message ?? result.error);
      return result.data;
    },
    { refreshInterval: BALANCE_REFRESH_MS, revalidateOnFocus: true },
  );
  /** 100 HYPE from the devnet faucet; the balance shown is the faucet's answer at once. */
  const fund = async () => {
    if (!signedIn) return;
    const result = await postFaucet(signedIn.accessToken, signedIn.wallet.address);
    if (!result.ok) throw new Error(result.message ?? result.error);
    await swr.mutate((detail) => (detail ? { ...detail, balance: result.data.balance, balanceReadable: result.data.balanceReadable } : detail), {
      revalidate: true,
    });
  };
  return { ...swr, fund };
}
