// Bubble maps' read: GET /api/v1/tools/bubble-map/{token}, the largest holders with their clusters.
import useSWR from "swr";
import { bubbleClustersSchema } from "../../shared/schemas/bubble-clusters";
import { apiGet } from "./api-client";

export function useBubbleClusters(token: string) {
  return useSWR(`/api/v1/tools/bubble-map/${token}`, (path: string) => apiGet(path, bubbleClustersSchema), { keepPreviousData: false });
}
