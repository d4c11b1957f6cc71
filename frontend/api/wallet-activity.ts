// The signed-in wallet's activity (GET /api/v1/wallet/activity): one page at a time, newest first.
import useSWR from "swr";
import { walletActivityResponseSchema } from "../../shared/schemas/wallet-activity";
import { apiGet } from "./api-client";
import { bearer } from "./auth";
import type { SignedIn } from "./wallet-sign-in";

const ACTIVITY_REFRESH_MS = 10_000;
export const ACTIVITY_PAGE_SIZE = 25;

/** The page before `cursor` (the newest page without one), read again every 10 s while shown. */
export function useWalletActivity(signedIn: SignedIn | undefined, cursor: string | null) {
  const key = signedIn ? ["wallet-activity", signedIn.user.id, cursor] : null;
  return useSWR(
    key,
    async () => {
      const query = new URLSearchParams({ limit: String(ACTIVITY_PAGE_SIZE), ...(cursor === null ? {} : { before: cursor }) });
      const result = await apiGet(`/api/v1/wallet/activity?${query}`, walletActivityResponseSchema, { headers: bearer(signedIn!.accessToken) });
      if (!result.ok) throw new Error(result.message ?? result.error);
      return result.data;
    },
    { refreshInterval: ACTIVITY_REFRESH_MS, keepPreviousData: true },
  );
}
