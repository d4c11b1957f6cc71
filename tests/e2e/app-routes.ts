import { TERMINAL_PATH } from "../../frontend/app/terminal-path";

export const PAIR_ADDRESS = "0x1f9840a85d5af5bf1d1762f925bdaddc4201f984";
export const TOKEN_ADDRESS = "0x6b175474e89094c44da98b954eedeac495271d0f";

/** What surrounds a page: landing has neither header nor footer, viewport routes only the header. */
export type Chrome = "standard" | "landing" | "viewport";

export type AppRoute = { path: string; title: string; chrome: Chrome };

// Every route of the app's router with the page title it shows; /iframe/{pair} is its own page (chart-embed.spec.ts).
export const APP_ROUTES: readonly AppRoute[] = [
  { path: "/", title: "Every HyperEVM token, scanned.", chrome: "landing" },
  { path: "/leaderboard", title: "Creator Leaderboard", chrome: "standard" },
  { path: "/recent", title: "Recent Tokens", chrome: "standard" },
  { path: "/sphere-tokens", title: "Sphere Tokens", chrome: "standard" },
  { path: "/hyperswap-pairs", title: "New Pairs", chrome: "standard" },
  { path: "/hyperswap-pools", title: "Pools", chrome: "standard" },
  { path: "/stable-peg", title: "Stable Health", chrome: "standard" },
  { path: "/nft-collections", title: "NFT Collections", chrome: "standard" },
  { path: "/nft-collections/hypurr", title: "NFT Collection", chrome: "standard" },
  { path: "/whitelist-checker", title: "Whitelist Checker", chrome: "standard" },
  { path: "/token-sniffer", title: "Token Sniffer", chrome: "standard" },
  { path: `/token-sniffer/${TOKEN_ADDRESS}`, title: "Token Sniffer", chrome: "standard" },
  { path: "/community-vote", title: "Token Clicker", chrome: "standard" },
  { path: "/hyperlend", title: "HyperLend Tracker", chrome: "standard" },
  { path: "/gas-tracker", title: "Gas Tracker", chrome: "standard" },
  { path: "/trading-bot", title: "Trading Bot", chrome: "standard" },
  { path: TERMINAL_PATH, title: "Trading Terminal", chrome: "viewport" },
  { path: `${TERMINAL_PATH}/trade`, title: "Trading Terminal", chrome: "viewport" },
  { path: "/chart", title: "Discover", chrome: "standard" },
  { path: `/chart/${PAIR_ADDRESS}`, title: "Chart", chrome: "viewport" },
  { path: "/charts", title: "Charts side by side", chrome: "standard" },
  { path: "/lqscan", title: "$LQSCAN", chrome: "standard" },
  { path: "/bubble-maps", title: "Bubble Maps", chrome: "standard" },
  { path: `/bubble-maps/${TOKEN_ADDRESS}`, title: "Bubble Maps", chrome: "standard" },
  { path: `/trader/${TOKEN_ADDRESS}`, title: "Trader", chrome: "standard" },
  { path: "/portfolio", title: "Portfolio", chrome: "standard" },
  { path: `/ref/${TOKEN_ADDRESS}`, title: "Welcome to lqscan", chrome: "standard" },
  { path: "/scan", title: "Scan", chrome: "standard" },
  { path: `/scan/${PAIR_ADDRESS}`, title: "Scan", chrome: "standard" },
];

export { TERMINAL_PATH };
