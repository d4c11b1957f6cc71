import type { UIMatch } from "react-router-dom";

/** What surrounds a route's page: header (with the token search), footer, viewport filling (with page scrolling locked). */
export type RouteChrome = {
  header: boolean;
  footer: boolean;
  fillsViewport: boolean;
};

export const STANDARD_CHROME: RouteChrome = { header: true, footer: true, fillsViewport: false };
export const LANDING_CHROME: RouteChrome = { header: false, footer: false, fillsViewport: false };
/** The chart and the terminal fill the viewport below the header. */
export const CHART_CHROME: RouteChrome = { header: true, footer: false, fillsViewport: true };

export type RouteHandle = { chrome: RouteChrome };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && "chrome" in handle;
}

/** The chrome of the deepest matched route that declares one. */
export function chromeOfMatches(matches: readonly UIMatch[]): RouteChrome {
  const declared = matches.map((match) => match.handle).filter(isRouteHandle);
  return declared.at(-1)?.chrome ?? STANDARD_CHROME;
}
