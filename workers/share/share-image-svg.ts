import { displayedSide } from "../../shared/format/displayed-token";
import { formatPercent, formatPrice, formatUsd } from "../../shared/format/numbers";
import type { Candle } from "../../shared/schemas/chart";
import type { PairDetail } from "../../shared/schemas/pair-detail";
import { escapeMarkup } from "./escape-markup";
import { SHARE_FONT_FAMILY } from "./share-fonts";

/** Open Graph's large card: 1.91 : 1, the size X, Telegram and Discord show without cropping. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The design system's colours (frontend/styles/design-system.css), for a card that looks like the page it opens. */
const COLOR = { bg: "#0b0e14", surface: "#11151d", border: "#242b3a", text: "#e7eaf0", muted: "#a9b1c1", up: "#16c784", down: "#f4646c" };
const CHART = { left: 60, right: 1140, top: 190, bottom: 500, volumeHeight: 60 };
/** Slots the chart is divided into at least: fewer candles than this are drawn at a slot's width each. */
const MIN_SLOTS = 48;
/** Longest symbol and name drawn in full: the title must leave room for the price beside it. */
const SYMBOL_MAX = 12;
const NAME_MAX = 28;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function text(x: number, y: number, size: number, fill: string, content: string, extra = ""): string {
  return `<text x="${x}" y="${y}" font-family="${SHARE_FONT_FAMILY}" font-size="${size}" fill="${fill}" ${extra}>${escapeMarkup(content)}</text>`;
}

/** Candles scaled into the chart's box, each a wick and a body in the colour of its move, with its volume below. */
function candlesSvg(candles: Candle[]): string {
  if (candles.length === 0) {
    return text(SHARE_IMAGE_SIZE.width / 2, (CHART.top + CHART.bottom) / 2, 32, COLOR.muted, "No trades yet", 'text-anchor="middle"');
  }
  const high = Math.max(...candles.map((candle) => candle.high));
  const low = Math.min(...candles.map((candle) => candle.low));
  const range = high - low || high || 1;
  const priceBottom = CHART.bottom - CHART.volumeHeight - 10;
  const y = (price: number) => CHART.top + ((high - price) / range) * (priceBottom - CHART.top);
  const maxVolume = Math.max(...candles.map((candle) => candle.volume)) || 1;
  // A young pair's few candles keep a candle's width and stand at the right, where its latest price is.
  const step = (CHART.right - CHART.left) / Math.max(candles.length, MIN_SLOTS);
  const body = Math.max(1, step * 0.7);
  const first = CHART.right - candles.length * step;
  return candles
    .map((candle, index) => {
      const x = first + index * step + step / 2;
      const fill = candle.close >= candle.open ? COLOR.up : COLOR.down;
      const top = y(Math.max(candle.open, candle.close));
      const height = Math.max(1, y(Math.min(candle.open, candle.close)) - top);
      const volume = (candle.volume / maxVolume) * CHART.volumeHeight;
      return (
        `<line x1="${x}" y1="${y(candle.high)}" x2="${x}" y2="${y(candle.low)}" stroke="${fill}" stroke-width="2"/>` +
        `<rect x="${x - body / 2}" y="${top}" width="${body}" height="${height}" fill="${fill}"/>` +
        `<rect x="${x - body / 2}" y="${CHART.bottom - volume}" width="${body}" height="${volume}" fill="${fill}" opacity="0.35"/>`
      );
    })
    .join("");
}

/**
 * A pair's share card: its symbols and name, price and 24 h change, the candles the link opens on, and its market
 * cap, liquidity and volume. `marketLabel` names the market ("HyperSwap V2"); `timeframeLabel` the candles' span.
 */
export function shareImageSvg(detail: PairDetail, candles: Candle[], marketLabel: string, timeframeLabel: string): string {
  const shown = displayedSide(detail);
  const quote = (shown.address === detail.token0Address ? detail.token1Symbol : detail.token0Symbol) ?? "Unknown";
  const change = detail.stats["24h"].priceChangePercent;
  const changeColor = change === null || change === 0 ? COLOR.muted : change > 0 ? COLOR.up : COLOR.down;
  const { width, height } = SHARE_IMAGE_SIZE;
  const facts = `MCap ${formatUsd(detail.latestMcapUsd)}   ·   Liquidity ${formatUsd(detail.liquidityUsd)}   ·   Vol 24h ${formatUsd(detail.stats["24h"].volumeUsd)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${COLOR.bg}"/>
<rect x="30" y="160" width="${width - 60}" height="360" rx="12" fill="${COLOR.surface}" stroke="${COLOR.border}"/>
${text(60, 92, 56, COLOR.text, `${clip(shown.symbol, SYMBOL_MAX)} / ${clip(quote, SYMBOL_MAX)}`, 'font-weight="bold"')}
${text(60, 136, 26, COLOR.muted, `${clip(shown.name, NAME_MAX)} · ${marketLabel} · ${timeframeLabel}`)}
${text(1140, 92, 56, COLOR.text, formatPrice(detail.latestPriceUsd), 'font-weight="bold" text-anchor="end"')}
${text(1140, 136, 28, changeColor, `${formatPercent(change)} 24h`, 'text-anchor="end"')}
${candlesSvg(candles)}
${text(60, 580, 26, COLOR.muted, facts)}
${text(1140, 580, 30, COLOR.up, "lqscan", 'font-weight="bold" text-anchor="end"')}
</svg>`;
}
