// The gas tracker's read: GET /api/v1/tools/gas, polled every second so the page follows the chain's fast blocks
// (swr's default 2 s de-duplication would halve that).
import useSWR from "swr";
import { gasReportSchema } from "../../shared/schemas/gas";
import { apiGet } from "./api-client";

/** How often the page asks again: one fast block. */
const GAS_REFRESH_MS = 1000;

export function useGasReport() {
  return useSWR("/api/v1/tools/gas", (path: string) => apiGet(path, gasReportSchema), {
    refreshInterval: GAS_REFRESH_MS,
    dedupingInterval: GAS_REFRESH_MS / 2,
    keepPreviousData: true,
  });
}
