// Bubble maps' read: GET /api/v1/tools/bubble-map/{token}?block=, the largest holders with their clusters, now or at
// an earlier block.
import useSWR from "swr";
import { bubbleClustersSchema } from "../../shared/schemas/bubble-clusters";
import { apiGet } from "./api-client";

export function useBubbleClusters(token: string, block: number | null) {
  const path = `/api/v1/tools/bubble-map/${token}${block === null ? "" : `?block=${block}`}`;
  return useSWR(path, (key: string) => apiGet(key, bubbleClustersSchema), { keepPreviousData: true });
}
