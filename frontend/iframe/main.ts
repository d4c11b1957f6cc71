// The chart iframe: its own minimal bundle (no React, router or data library) so embeds paint fast.
import type { ChartResponse } from "../../shared/schemas/chart";
import { createPriceChart } from "../components/price-chart/price-chart";
import { readEmbedQuery } from "./embed-query";
import "./embed.css";

const query = readEmbedQuery(window.location);
document.documentElement.dataset.theme = query.theme;

const container = document.querySelector<HTMLElement>(".embed-chart");
const state = document.querySelector<HTMLElement>(".embed-state");
const credit = document.querySelector<HTMLAnchorElement>(".embed-credit");
if (container === null || state === null || credit === null) throw new Error("iframe.html is missing its elements");
credit.href = `/chart/${query.pairAddress}`;

function showState(text: string) {
  state!.textContent = text;
  state!.hidden = false;
}

const chart = createPriceChart(container);
const url = `/api/v1/indexer/chart/${query.pairAddress}?timeframe=${query.timeframe}&candleType=${query.candleType}&limit=1000`;
const response = await fetch(url).catch(() => null);
if (response === null || !response.ok) {
  showState(response?.status === 404 ? "Pair not found" : "Chart unavailable. Please try again.");
} else {
  const body = (await response.json()) as ChartResponse;
  if (body.candles.length === 0) showState("No trades yet");
  chart.setCandles(body.candles);
}
