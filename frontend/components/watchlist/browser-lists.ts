// What the watchlist and the alerts keep in this browser while signed out (localStorage).
import { z } from "zod";
import { type Alert, alertSchema } from "../../../shared/schemas/alerts";
import { WATCHLIST_MAX } from "../../../shared/schemas/watchlist";

const STARS_KEY = "lqscan.watchlist";
const ALERTS_KEY = "lqscan.alerts";

function read<T>(key: string, schema: z.ZodType<T>, empty: T): T {
  try {
    const parsed = schema.safeParse(JSON.parse(localStorage.getItem(key) ?? "null"));
    return parsed.success ? parsed.data : empty;
  } catch {
    return empty;
  }
}

export const browserStars = (): string[] => read(STARS_KEY, z.array(z.string()).max(WATCHLIST_MAX), []);
export const keepBrowserStars = (pairs: string[]) => localStorage.setItem(STARS_KEY, JSON.stringify(pairs));
export const forgetBrowserStars = () => localStorage.removeItem(STARS_KEY);

export const browserAlerts = (): Alert[] => read(ALERTS_KEY, z.array(alertSchema), []);
export const keepBrowserAlerts = (alerts: Alert[]) => localStorage.setItem(ALERTS_KEY, JSON.stringify(alerts));
export const forgetBrowserAlerts = () => localStorage.removeItem(ALERTS_KEY);
