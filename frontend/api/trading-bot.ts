// The signed-in trader's trading bot (/api/v1/tools/bot): rules, limits, the log and its CSV.
import useSWR from "swr";
import { z } from "zod";
import { type BotSettings, botLogSchema, botOverviewSchema, botRuleSchema, botSettingsSchema, type RuleSpec } from "../../shared/schemas/trading-bot";
import { apiDelete, apiGet, apiPost, apiPut } from "./api-client";
import { bearer } from "./auth";

const BASE = "/api/v1/tools/bot";
/** The rules and the log are read again this often (never deduped away), so an execution shows without a reload. */
const POLLING = { refreshInterval: 3_000, dedupingInterval: 0 };

export function useBotOverview(accessToken: string) {
  return useSWR([BASE, accessToken], ([path, token]) => apiGet(path, botOverviewSchema, { headers: bearer(token) }), POLLING);
}

export function useBotLog(accessToken: string, ruleId: string | null) {
  const path = ruleId === null ? `${BASE}/log` : `${BASE}/log?${new URLSearchParams({ ruleId })}`;
  return useSWR([path, accessToken], ([url, token]) => apiGet(url, botLogSchema, { headers: bearer(token) }), POLLING);
}

export const createRule = (accessToken: string, spec: RuleSpec) => apiPost(`${BASE}/rules`, spec, botRuleSchema, bearer(accessToken));
export const editRule = (accessToken: string, id: string, spec: RuleSpec) => apiPut(`${BASE}/rules/${id}`, spec, botRuleSchema, bearer(accessToken));
export const pauseRule = (accessToken: string, id: string, paused: boolean) =>
  apiPost(`${BASE}/rules/${id}/pause`, { paused }, botRuleSchema, bearer(accessToken));
export const deleteRule = (accessToken: string, id: string) => apiDelete(`${BASE}/rules/${id}`, z.null(), bearer(accessToken));
export const updateSettings = (accessToken: string, change: Partial<Pick<BotSettings, "paused" | "dailyCap">>) =>
  apiPut(`${BASE}/settings`, change, botSettingsSchema, bearer(accessToken));

/** The log as a CSV file the browser saves (the request needs the bearer token, so a plain link cannot fetch it). */
export async function downloadLogCsv(accessToken: string): Promise<string | null> {
  const response = await fetch(`${BASE}/log/csv`, { headers: bearer(accessToken) });
  if (!response.ok) return "The log could not be exported. Please try again.";
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: "trading-bot-log.csv" });
  link.click();
  URL.revokeObjectURL(url);
  return null;
}
