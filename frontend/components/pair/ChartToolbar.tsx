import { CANDLE_TYPES, TIMEFRAMES } from "../../../shared/chart-options";
import type { CandleType } from "../../../shared/schemas/chart";
import type { FeedStatus } from "../../api/pair-feed";
import { shortAddress } from "../../format/addresses";
import { CHART_INDICATORS, type ChartIndicator, INDICATOR_LABEL } from "../price-chart/indicators";
import type { ChartView } from "../price-chart/live-chart";
import type { ChartStyle } from "../price-chart/price-chart";

const FEED_LABEL: Record<FeedStatus, string> = { connecting: "Connecting…", live: "Live", offline: "Reconnecting…" };

/** The pair's two symbols, token0's first, once its details have come (a token may have none). */
export type PairSymbols = readonly [string | null, string | null] | null;

/** A candle type as a trader reads it: `01` is token0's price in token1 ("PEPE in WHYPE"), `10` the inverse. */
function candleTypeLabel(candleType: CandleType, symbols: PairSymbols): string {
  if (candleType === "usd") return "USD";
  if (candleType === "mcap") return "MCap";
  const [base, quote] = symbols === null ? [null, null] : candleType === "01" ? symbols : [symbols[1], symbols[0]];
  return base === null || quote === null ? candleType : `${base} in ${quote}`;
}

/** Which wallets' trades the trader asked to see marked. */
export type MarkSwitches = { you: boolean; creator: boolean };
/** The mark switches a pair page offers: its own wallet's once signed in, the creator's when known; `chosen` is the trades table's trader. */
type Marks = { switches: MarkSwitches; canMarkYours: boolean; canMarkCreator: boolean; chosen: string | null };

type Props = {
  view: ChartView;
  style: ChartStyle;
  symbols: PairSymbols;
  marks: Marks | null;
  feed: FeedStatus;
  onChange: (view: ChartView) => void;
  onStyle: (style: ChartStyle) => void;
  onMarks: (switches: MarkSwitches) => void;
};

const toggled = (chosen: readonly ChartIndicator[], indicator: ChartIndicator) =>
  chosen.includes(indicator) ? chosen.filter((item) => item !== indicator) : CHART_INDICATORS.filter((item) => item === indicator || chosen.includes(item));

/** Timeframe, candle type, indicators and scale switches, and whether the live feed is connected. */
export default function ChartToolbar({ view, style, symbols, marks, feed, onChange, onStyle, onMarks }: Props) {
  return (
    <div className="chart-toolbar">
      <div className="segmented" role="group" aria-label="Timeframe">
        {TIMEFRAMES.map((timeframe) => (
          <button key={timeframe} type="button" aria-pressed={view.timeframe === timeframe} onClick={() => onChange({ ...view, timeframe })}>
            {timeframe}
          </button>
        ))}
      </div>
      <div className="segmented" role="group" aria-label="Candle type">
        {CANDLE_TYPES.map((candleType) => (
          <button key={candleType} type="button" aria-pressed={view.candleType === candleType} onClick={() => onChange({ ...view, candleType })}>
            {candleTypeLabel(candleType, symbols)}
          </button>
        ))}
      </div>
      <div className="segmented" role="group" aria-label="Indicators">
        {CHART_INDICATORS.map((indicator) => (
          <button
            key={indicator}
            type="button"
            aria-pressed={style.indicators.includes(indicator)}
            onClick={() => onStyle({ ...style, indicators: toggled(style.indicators, indicator) })}
          >
            {INDICATOR_LABEL[indicator]}
          </button>
        ))}
        <button type="button" aria-pressed={style.logScale} onClick={() => onStyle({ ...style, logScale: !style.logScale })}>
          Log
        </button>
      </div>
      {marks !== null && <TradeMarkSwitches marks={marks} onMarks={onMarks} />}
      <span className={`feed-status feed-${feed}`} role="status" aria-label="Live feed">
        {FEED_LABEL[feed]}
      </span>
    </div>
  );
}

/** Switches for marking the trader's own and the creator's trades, each in its marks' colour; the chosen trader's are marked while the table is filtered. */
function TradeMarkSwitches({ marks, onMarks }: { marks: Marks; onMarks: (switches: MarkSwitches) => void }) {
  const { switches } = marks;
  return (
    <div className="segmented trade-marks" role="group" aria-label="Trade marks">
      {marks.canMarkYours && (
        <button type="button" className="mark-you" aria-pressed={switches.you} onClick={() => onMarks({ ...switches, you: !switches.you })}>
          My trades
        </button>
      )}
      {marks.canMarkCreator && (
        <button type="button" className="mark-creator" aria-pressed={switches.creator} onClick={() => onMarks({ ...switches, creator: !switches.creator })}>
          Creator
        </button>
      )}
      {marks.chosen !== null && <span className="mark-trader">Trader {shortAddress(marks.chosen)}</span>}
    </div>
  );
}
