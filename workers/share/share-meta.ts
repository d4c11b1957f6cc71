import { displayedSide } from "../../shared/format/displayed-token";
import { marketDescription } from "../../shared/format/market";
import { formatPercent, formatPrice, formatUsd } from "../../shared/format/numbers";
import type { PairDetail } from "../../shared/schemas/pair-detail";
import { shareImagePath } from "../../shared/share-image-path";
import { escapeMarkup } from "./escape-markup";
import { SHARE_IMAGE_SIZE } from "./share-image-svg";

/**
 * The Open Graph and X card tags of a shared /chart/{pair} link: what X, Telegram, Discord and iMessage show
 * before anyone opens it (they read the HTML, never run the app).
 */
export type ShareMeta = { title: string; description: string; tags: string };

export function shareMeta(pair: PairDetail, pageUrl: string): ShareMeta {
  const shown = displayedSide(pair);
  const quote = (shown.address === pair.token0Address ? pair.token1Symbol : pair.token0Symbol) ?? "Unknown";
  const title = `${shown.symbol} / ${quote} ${formatPrice(pair.latestPriceUsd)} · LQScan`;
  const stats = pair.stats["24h"];
  const description =
    `${shown.name} on the ${marketDescription(pair.protocol, pair.feeTier)}: market cap ${formatUsd(pair.latestMcapUsd)}, ` +
    `liquidity ${formatUsd(pair.liquidityUsd)}, 24h volume ${formatUsd(stats.volumeUsd)}, 24h change ${formatPercent(stats.priceChangePercent)}.`;
  const image = new URL(shareImagePath(pair.pairAddress), pageUrl).href;
  const tags: [string, string, string][] = [
    ["property", "og:type", "website"],
    ["property", "og:site_name", "LQScan"],
    ["property", "og:url", pageUrl],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["property", "og:image", image],
    ["property", "og:image:type", "image/png"],
    ["property", "og:image:width", String(SHARE_IMAGE_SIZE.width)],
    ["property", "og:image:height", String(SHARE_IMAGE_SIZE.height)],
    ["property", "og:image:alt", `${shown.symbol} / ${quote} price chart`],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", description],
    ["name", "twitter:image", image],
  ];
  return { title, description, tags: tags.map(([key, name, content]) => `<meta ${key}="${name}" content="${escapeMarkup(content)}">`).join("") };
}
