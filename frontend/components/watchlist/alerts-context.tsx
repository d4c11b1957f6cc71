// The trader's alerts, as React state. Signed in, the server keeps and judges them (their AlertBox) and this
// fetches the fired ones on each visit and while the app is open; signed out, this browser keeps them and judges
// them itself on the markets' figures, polled while the app is open. Either way a fired alert is announced. At
// sign-in the browser's waiting alerts move to the server; those it refuses stay in the browser, their reason shown.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { alertFigures, alertMessage, firedAlerts } from "../../../shared/alert-rules";
import { ALERTS_FULL, ALERTS_MAX, type Alert, type AlertSpec } from "../../../shared/schemas/alerts";
import { deleteAlert, getAlerts, getFiredAlerts, markAlertsRead, mergeAlerts, postAlert } from "../../api/alerts";
import { useWatchedMarkets } from "../../api/watchlist";
import { useWalletSession } from "../../app/wallet-session";
import AlertToasts, { type Toast } from "./AlertToasts";
import { askForNotifications, notify } from "./announce";
import { browserAlerts, forgetBrowserAlerts, keepBrowserAlerts } from "./browser-lists";

/** How often a signed-in trader's fired alerts are asked for while the app is open. */
const FIRED_POLL_MS = 10_000;

export type Alerts = {
  alerts: Alert[];
  /** Why alerts set signed out were not moved to the server at sign-in, in the API's words. */
  moveRefusals: string[];
  /** The refusal of the change, in the API's words, or null. `symbol` names the token in the browser's own alerts (the server looks it up). */
  add: (spec: AlertSpec, symbol: string | null) => Promise<string | null>;
  remove: (id: string) => Promise<void>;
};

const AlertsContext = createContext<Alerts | undefined>(undefined);

export function AlertsProvider({ children }: { children: ReactNode }) {
  const { status, signedIn } = useWalletSession();
  const accessToken = signedIn?.accessToken;
  const [alerts, setAlerts] = useState<Alert[]>(browserAlerts);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [moveRefusals, setMoveRefusals] = useState<string[]>([]);

  const announce = useCallback((fired: Alert[]) => {
    const shown = fired.map((alert) => ({ id: alert.id, message: alertMessage(alert, alert.firedValue ?? alert.threshold) }));
    for (const toast of shown) notify(toast.message);
    setToasts((current) => [...shown, ...current.filter((toast) => !shown.some((next) => next.id === toast.id))]);
  }, []);

  const reload = useCallback(async () => {
    if (accessToken === undefined) return;
    const result = await getAlerts(accessToken);
    if (result.ok) setAlerts(result.data.alerts);
  }, [accessToken]);

  // Signed in: the fired alerts not seen yet, at each visit and then every few seconds.
  useEffect(() => {
    if (status === "signed-out") setAlerts(browserAlerts());
    if (status !== "signed-in" || accessToken === undefined) return;
    let current = true;
    const moveBrowserAlerts = async () => {
      const waiting = browserAlerts().filter((alert) => alert.firedAt === null);
      if (waiting.length === 0) return;
      const moved = await mergeAlerts(accessToken, waiting);
      if (!moved.ok) return;
      // What the server refused stays in this browser, to be moved at a later sign-in once there is room.
      const refused = waiting.filter((alert) =>
        moved.data.refused.some((spec) => spec.pairAddress === alert.pairAddress && spec.kind === alert.kind && spec.threshold === alert.threshold),
      );
      if (refused.length > 0) keepBrowserAlerts(refused);
      else forgetBrowserAlerts();
      setMoveRefusals(
        moved.data.refused.map((spec) => `${refused.find((alert) => alert.pairAddress === spec.pairAddress)?.symbol ?? "Token"}: ${spec.message}`),
      );
    };
    const check = async () => {
      const fired = await getFiredAlerts(accessToken);
      if (!current || !fired.ok) return;
      if (fired.data.alerts.length > 0) {
        announce(fired.data.alerts);
        await markAlertsRead(accessToken);
      }
      await reload();
    };
    void moveBrowserAlerts().then(check);
    const timer = setInterval(check, FIRED_POLL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [status, accessToken, announce, reload]);

  // Signed out: this browser judges its waiting alerts on the markets' polled figures.
  const waiting = status === "signed-out" ? alerts.filter((alert) => alert.firedAt === null) : [];
  const { data: markets } = useWatchedMarkets([...new Set(waiting.map((alert) => alert.pairAddress))]);
  useEffect(() => {
    if (markets === undefined || status !== "signed-out") return;
    const figures = new Map(markets.markets.map((market) => [market.pairAddress, alertFigures(market)]));
    const stored = browserAlerts();
    const candidates = stored.flatMap((alert) => {
      const market = figures.get(alert.pairAddress);
      return alert.firedAt === null && market !== undefined ? [{ alert, figures: market }] : [];
    });
    const fired = firedAlerts(candidates, new Date().toISOString()).map((alert) => ({ ...alert, read: true }));
    if (fired.length === 0) return;
    const next = stored.map((alert) => fired.find((done) => done.id === alert.id) ?? alert);
    keepBrowserAlerts(next);
    setAlerts(next);
    announce(fired);
  }, [markets, status, announce]);

  const add = useCallback(
    async (spec: AlertSpec, symbol: string | null): Promise<string | null> => {
      // Not awaited: the browser's question may wait on the trader, the alert need not.
      void askForNotifications();
      if (accessToken !== undefined) {
        const result = await postAlert(accessToken, spec);
        if (!result.ok) return result.message ?? result.error;
        await reload();
        return null;
      }
      const stored = browserAlerts();
      if (stored.length >= ALERTS_MAX) return ALERTS_FULL;
      const alert: Alert = { id: crypto.randomUUID(), ...spec, symbol, createdAt: new Date().toISOString(), firedAt: null, firedValue: null, read: false };
      keepBrowserAlerts([alert, ...stored]);
      setAlerts([alert, ...stored]);
      return null;
    },
    [accessToken, reload],
  );

  const remove = useCallback(
    async (id: string) => {
      if (accessToken !== undefined) {
        await deleteAlert(accessToken, id);
        await reload();
        return;
      }
      const next = browserAlerts().filter((alert) => alert.id !== id);
      keepBrowserAlerts(next);
      setAlerts(next);
    },
    [accessToken, reload],
  );

  const value = useMemo(() => ({ alerts, moveRefusals, add, remove }), [alerts, moveRefusals, add, remove]);
  return (
    <AlertsContext.Provider value={value}>
      {children}
      <AlertToasts toasts={toasts} onDismiss={(id) => setToasts((current) => current.filter((toast) => toast.id !== id))} />
    </AlertsContext.Provider>
  );
}

export function useAlerts(): Alerts {
  const alerts = useContext(AlertsContext);
  if (alerts === undefined) throw new Error("useAlerts needs an AlertsProvider");
  return alerts;
}
