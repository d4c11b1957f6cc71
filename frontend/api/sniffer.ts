// The token sniffer's read: GET /api/v1/tools/sniffer/{token}, as an swr hook that answers results (a failed
// analysis is a state the page shows) and can ask for a fresh analysis of the chain as it is now.
import { useCallback } from "react";
import useSWR from "swr";
import { snifferReportSchema } from "../../shared/schemas/sniffer";
import { apiGet } from "./api-client";

const snifferPath = (token: string) => `/api/v1/tools/sniffer/${token}`;

export function useSnifferReport(token: string | null) {
  const answer = useSWR(token === null ? null : snifferPath(token), (path: string) => apiGet(path, snifferReportSchema), { keepPreviousData: false });
  const { mutate } = answer;
  /** Analyses the chain again, past the server's cache. */
  const analyseAgain = useCallback(
    () => (token === null ? Promise.resolve(undefined) : mutate(apiGet(`${snifferPath(token)}?fresh=1`, snifferReportSchema))),
    [token, mutate],
  );
  return { ...answer, analyseAgain };
}
