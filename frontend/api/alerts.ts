// The signed-in trader's alerts (/api/v1/alerts), judged server-side on every committed trade.
import { z } from "zod";
import { type AlertSpec, alertListSchema, alertMergeResultSchema, alertSchema } from "../../shared/schemas/alerts";
import { apiDelete, apiGet, apiPost } from "./api-client";
import { bearer } from "./auth";

const BASE = "/api/v1/alerts";

export const getAlerts = (accessToken: string) => apiGet(BASE, alertListSchema, { headers: bearer(accessToken) });
export const postAlert = (accessToken: string, spec: AlertSpec) => apiPost(BASE, spec, alertSchema, bearer(accessToken));
export const deleteAlert = (accessToken: string, id: string) => apiDelete(`${BASE}/${id}`, z.null(), bearer(accessToken));
export const getFiredAlerts = (accessToken: string) => apiGet(`${BASE}/fired`, alertListSchema, { headers: bearer(accessToken) });
export const markAlertsRead = (accessToken: string) => apiPost(`${BASE}/fired/read`, {}, z.null(), bearer(accessToken));
export const mergeAlerts = (accessToken: string, alerts: AlertSpec[]) => apiPost(`${BASE}/merge`, { alerts }, alertMergeResultSchema, bearer(accessToken));
