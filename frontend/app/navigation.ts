// Every navigation entry of the header, its dropdowns, the mobile menu and the footer, defined once.

import type { NavigationItem } from "../../shared/schemas/navigation";

export type { NavigationItem };
export type NavigationAction = NonNullable<NavigationItem["action"]>;

/** An item that always leads to a path. */
export type NavigationLink = NavigationItem & { path: string };

export type NavigationMenu = {
  title: string;
  icon?: string;
  items: readonly NavigationItem[];
};

export function isImageIcon(icon: string): boolean {
  return icon.includes(".");
}

export const CHARTS: NavigationLink = { label: "Charts", icon: "/icons/charts.svg", path: "/chart" };
export const TRADING_BOT: NavigationLink = { label: "Trading Bot", icon: "/icons/trading-bot.svg", path: "/trading-bot" };
export const LQSCAN_TOKEN: NavigationLink = { label: "$LQSCAN", path: "/lqscan" };

const RECENT_TOKENS: NavigationItem = { label: "Recent Tokens", icon: "/icons/recent-tokens.svg", path: "/recent" };
const LEADERBOARD: NavigationItem = { label: "Leaderboard", icon: "/icons/leaderboard.svg", path: "/leaderboard" };
const GUIDE: NavigationItem = { label: "Guide", icon: "/icons/guide.svg", action: "open-developer-guide" };
const NEW_PAIRS: NavigationItem = { label: "New Pairs", icon: "/icons/new-pairs.svg", path: "/hyperswap-pairs" };
const POOLS: NavigationItem = { label: "Pools", icon: "/icons/pools.svg", path: "/hyperswap-pools" };
const SPHERE_TOKENS: NavigationItem = { label: "Sphere Tokens", icon: "/icons/sphere-tokens.svg", path: "/sphere-tokens" };
const GAS_TRACKER: NavigationItem = { label: "Gas Tracker", icon: "/icons/gas-tracker.svg", path: "/gas-tracker" };
const TOKEN_SNIFFER: NavigationItem = { label: "Token Sniffer", icon: "/icons/token-sniffer.svg", path: "/token-sniffer" };
const STABLE_HEALTH: NavigationItem = { label: "Stable Health", icon: "/icons/stable-health.svg", path: "/stable-peg" };
const TOKEN_CLICKER: NavigationItem = { label: "Token Clicker", icon: "/icons/token-clicker.svg", path: "/community-vote" };
const BUBBLE_MAPS: NavigationItem = { label: "Bubble Maps", icon: "/icons/bubble-maps.svg", path: "/bubble-maps" };

export const PRIMARY_NAVIGATION: readonly NavigationLink[] = [CHARTS, TRADING_BOT];

export const HEADER_MENUS: readonly NavigationMenu[] = [
  { title: "LiquidLaunch", icon: "/icons/liquidlaunch.svg", items: [RECENT_TOKENS, LEADERBOARD, GUIDE] },
  { title: "Hyperswap", icon: "/icons/hyperswap.svg", items: [NEW_PAIRS, POOLS, SPHERE_TOKENS] },
  { title: "Tools", icon: "⚙", items: [GAS_TRACKER, TOKEN_SNIFFER, STABLE_HEALTH, TOKEN_CLICKER] },
];

export const FOOTER_NAVIGATION: readonly NavigationItem[] = [TOKEN_SNIFFER, BUBBLE_MAPS, RECENT_TOKENS, GAS_TRACKER, TOKEN_CLICKER];

export const SOCIAL_LINKS: readonly NavigationItem[] = [
  { label: "X", icon: "/icons/x.svg", path: "https://x.com/lqscan", isExternal: true },
  { label: "Telegram", icon: "/icons/telegram.svg", path: "https://t.me/lqscan", isExternal: true },
  { label: "Discord", icon: "/icons/discord.svg", path: "https://discord.gg/lqscan", isExternal: true },
  { label: "GitHub", icon: "/icons/github.svg", path: "https://github.com/lqscan", isExternal: true },
];

export const PARTNER_LINKS: readonly NavigationItem[] = [
  { label: "LiquidLaunch", path: "https://liquidlaunch.app", isExternal: true },
  { label: "HyperSwap", path: "https://hyperswap.exchange", isExternal: true },
  { label: "Hyperliquid", path: "https://hyperliquid.xyz", isExternal: true },
];
