import type { ComponentType } from "react";

// After a deploy the chunks of the previous build are gone, so a route-module import fails.
// The error screen then reloads the page once to pick up the new build; the guard in
// sessionStorage prevents a reload loop and is cleared as soon as a route module loads.
const RELOAD_GUARD_KEY = "lqscan:reloaded-after-route-module-failure";
const ROUTE_MODULE_LOAD_ERROR = "RouteModuleLoadError";

/** Dynamically imports a page module, whose default export is the page component. */
export type ImportPage = () => Promise<{ default: ComponentType }>;

/** A route's `lazy` function for a page module. */
export function lazyPage(importPage: ImportPage) {
  return async () => {
    try {
      const page = await importPage();
      sessionStorage.removeItem(RELOAD_GUARD_KEY);
      return { Component: page.default };
    } catch (cause) {
      const error = new Error(cause instanceof Error ? cause.message : String(cause), { cause });
      error.name = ROUTE_MODULE_LOAD_ERROR;
      throw error;
    }
  };
}

/** True when the error is a failed route-module load and the page has not been reloaded for it yet. */
export function shouldReloadForRouteError(error: unknown): boolean {
  return error instanceof Error && error.name === ROUTE_MODULE_LOAD_ERROR && sessionStorage.getItem(RELOAD_GUARD_KEY) === null;
}

export function reloadOnce(): void {
  sessionStorage.setItem(RELOAD_GUARD_KEY, new Date().toISOString());
  window.location.reload();
}
