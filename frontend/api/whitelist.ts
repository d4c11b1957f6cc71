// The whitelist checker: the campaigns known on the chain (GET), and the check of one address (POST).
import useSWR from "swr";
import { type WhitelistCheckRequest, whitelistCampaignListSchema, whitelistCheckSchema } from "../../shared/schemas/whitelist";
import { apiGet, apiPost } from "./api-client";

export function useWhitelistCampaigns() {
  return useSWR("/api/v1/tools/whitelist/campaigns", (path: string) => apiGet(path, whitelistCampaignListSchema), { revalidateOnFocus: false });
}

export function checkWhitelist(request: WhitelistCheckRequest) {
  return apiPost("/api/v1/tools/whitelist/check", request, whitelistCheckSchema);
}
