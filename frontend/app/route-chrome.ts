import type { UIMatch } from "react-router-dom";

/** What surrounds a route's page: header, footer, viewport filling (with page scrolling locked), token search. */
export type RouteChrome = {
  header: boolean;
  footer: boolean;
  fillsViewport: boolean;
  tokenSearch: boolean;
};

export const STANDARD_CHROME: RouteChrome = { header: true, footer: true, fillsViewport: false, tokenSearch: false };
export const LANDING_CHROME: RouteChrome = { header: false, footer: false, fillsViewport: false, tokenSearch: false };
export const CHART_CHROME: RouteChrome = { header: true, footer: false, fillsViewport: true, tokenSearch: true };
export const TERMINAL_CHROME: RouteChrome = { header: true, footer: false, fillsViewport: true, tokenSearch: false };

export type RouteHandle = { chrome: RouteChrome };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && "chrome" in handle;
}

/** The chrome of the deepest matched route that declares one. */
export function chromeOfMatches(matches: readonly UIMatch[]): RouteChrome {
  const declared = matches.map((match) => match.handle).filter(isRouteHandle);
  return declared.at(-1)?.chrome ?? STANDARD_CHROME;
}
