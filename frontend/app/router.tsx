import type { RouteObject } from "react-router-dom";
import { createBrowserRouter, redirect } from "react-router-dom";
import PageSpinner from "../components/spinner/PageSpinner";
import AppLayout from "./AppLayout";
import RouteErrorScreen from "./RouteErrorScreen";
import type { RouteChrome, RouteHandle } from "./route-chrome";
import { CHART_CHROME, LANDING_CHROME, STANDARD_CHROME } from "./route-chrome";
import type { ImportPage } from "./route-module";
import { lazyPage } from "./route-module";
import { TERMINAL_PATH } from "./terminal-path";

/** A route's page: the chrome around it and its lazily loaded module. */
function page(chrome: RouteChrome, importPage: ImportPage) {
  const handle: RouteHandle = { chrome };
  return { handle, lazy: lazyPage(importPage) };
}

// The route table of the spec's section 2. Every page module is loaded lazily.
const pageRoutes: RouteObject[] = [
  { index: true, ...page(LANDING_CHROME, () => import("../pages/landing/LandingPage")) },
  { path: "leaderboard", ...page(STANDARD_CHROME, () => import("../pages/leaderboard/LeaderboardPage")) },
  { path: "recent", ...page(STANDARD_CHROME, () => import("../pages/recent-tokens/RecentTokensPage")) },
  { path: "sphere-tokens", ...page(STANDARD_CHROME, () => import("../pages/sphere-tokens/SphereTokensPage")) },
  { path: "hyperswap-pairs", ...page(STANDARD_CHROME, () => import("../pages/hyperswap-pairs/HyperswapPairsPage")) },
  { path: "hyperswap-pools", ...page(STANDARD_CHROME, () => import("../pages/hyperswap-pools/HyperswapPoolsPage")) },
  { path: "stable-peg", ...page(STANDARD_CHROME, () => import("../pages/stable-peg/StablePegPage")) },
  { path: "nft-collections", ...page(STANDARD_CHROME, () => import("../pages/nft-collections/NftCollectionsPage")) },
  { path: "nft-collections/:collectionId", ...page(STANDARD_CHROME, () => import("../pages/nft-collection/NftCollectionPage")) },
  { path: "whitelist-checker", ...page(STANDARD_CHROME, () => import("../pages/whitelist-checker/WhitelistCheckerPage")) },
  { path: "token-sniffer", ...page(STANDARD_CHROME, () => import("../pages/token-sniffer/TokenSnifferPage")) },
  { path: "token-sniffer/:tokenAddress", ...page(STANDARD_CHROME, () => import("../pages/token-sniffer/TokenSnifferPage")) },
  { path: "community-vote", ...page(STANDARD_CHROME, () => import("../pages/community-vote/CommunityVotePage")) },
  { path: "hyperlend", ...page(STANDARD_CHROME, () => import("../pages/hyperlend/HyperlendPage")) },
  { path: "gas-tracker", ...page(STANDARD_CHROME, () => import("../pages/gas-tracker/GasTrackerPage")) },
  { path: "trading-bot", ...page(STANDARD_CHROME, () => import("../pages/trading-bot/TradingBotPage")) },
  { path: TERMINAL_PATH, ...page(CHART_CHROME, () => import("../pages/terminal/TerminalPage")) },
  { path: `${TERMINAL_PATH}/trade`, ...page(CHART_CHROME, () => import("../pages/terminal/TerminalPage")) },
  { path: "chart", ...page(STANDARD_CHROME, () => import("../pages/discovery/DiscoveryPage")) },
  { path: "chart/:address", ...page(CHART_CHROME, () => import("../pages/chart/ChartPage")) },
  { path: "charts", ...page(STANDARD_CHROME, () => import("../pages/multi-chart/MultiChartPage")) },
  { path: "trader/:address", ...page(STANDARD_CHROME, () => import("../pages/trader/TraderPage")) },
  { path: "lqscan", ...page(STANDARD_CHROME, () => import("../pages/lqscan/LqscanPage")) },
  { path: "bubble-maps", ...page(STANDARD_CHROME, () => import("../pages/bubble-maps/BubbleMapsPage")) },
  { path: "bubble-maps/:tokenAddress", ...page(STANDARD_CHROME, () => import("../pages/bubble-maps/BubbleMapsPage")) },
  { path: "account", ...page(STANDARD_CHROME, () => import("../pages/account/AccountPage")) },
  { path: "portfolio", ...page(STANDARD_CHROME, () => import("../pages/portfolio/PortfolioPage")) },
  { path: "ref/:address", ...page(STANDARD_CHROME, () => import("../pages/referral/ReferralPage")) },
  { path: "scan", ...page(STANDARD_CHROME, () => import("../pages/scan/ScanPage")) },
  { path: "scan/:query", ...page(STANDARD_CHROME, () => import("../pages/scan/ScanPage")) },
  { path: "wallet/activity", ...page(STANDARD_CHROME, () => import("../pages/wallet-activity/WalletActivityPage")) },
  // Where Google sign-in comes back to with its id token (the OAuth client's redirect URI).
  { path: "auth/callback", ...page(STANDARD_CHROME, () => import("../pages/auth-callback/AuthCallbackPage")) },
  { path: "*", loader: () => redirect("/") },
];

export const router = createBrowserRouter([
  {
    path: "/",
    Component: AppLayout,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: PageSpinner,
    children: pageRoutes,
  },
]);
