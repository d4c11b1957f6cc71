// A referrer's statistics (GET /api/v1/indexer/referrals/{address}).
import useSWR from "swr";
import { referralStatsSchema } from "../../shared/schemas/referral";
import { apiGet } from "./api-client";

export function useReferralStats(address: string | undefined) {
  return useSWR(address === undefined ? null : `/api/v1/indexer/referrals/${address.toLowerCase()}`, (url: string) => apiGet(url, referralStatsSchema));
}
