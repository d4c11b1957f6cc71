// Peg health's read: GET /api/v1/tools/peg, asked again every 15 s (the server keeps a report that long).
import useSWR from "swr";
import { pegReportSchema } from "../../shared/schemas/peg";
import { apiGet } from "./api-client";

const PEG_REFRESH_MS = 15_000;

export function usePegReport() {
  return useSWR("/api/v1/tools/peg", (path: string) => apiGet(path, pegReportSchema), { refreshInterval: PEG_REFRESH_MS, keepPreviousData: true });
}
