// The chart iframe: its own minimal bundle (no React, router or data library) so embeds paint fast.
import { openPairFeed } from "../api/pair-feed";
import { type ChartState, createLiveChart } from "../components/price-chart/live-chart";
import { readEmbedQuery } from "./embed-query";
import "./embed.css";

const query = readEmbedQuery(window.location);
document.documentElement.dataset.theme = query.theme;

const container = document.querySelector<HTMLElement>(".embed-chart");
const state = document.querySelector<HTMLElement>(".embed-state");
const credit = document.querySelector<HTMLAnchorElement>(".embed-credit");
if (container === null || state === null || credit === null) throw new Error("iframe.html is missing its elements");
credit.href = `/chart/${query.pairAddress}`;

const STATE_TEXT: Record<ChartState, string | null> = {
  loading: null,
  ready: null,
  empty: "No trades yet",
  "not-found": "Pair not found",
  error: "Chart unavailable. Please try again.",
};

const feed = openPairFeed(query.pairAddress);
feed.listen({ onStatus: (status) => (document.documentElement.dataset.feed = status) });
createLiveChart(container, {
  feed,
  timeframe: query.timeframe,
  candleType: query.candleType,
  onState(chartState) {
    const text = STATE_TEXT[chartState];
    state.textContent = text;
    state.hidden = text === null;
    // An unknown pair will not start trading on this page: stop asking the feed for it.
    if (chartState === "not-found") feed.close();
  },
  onPainted: () => (document.documentElement.dataset.painted = String(performance.now())),
});
