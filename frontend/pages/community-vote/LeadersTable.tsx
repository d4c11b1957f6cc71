import { changeTone, formatPercent, formatPrice, formatUsd } from "../../../shared/format/numbers";
import type { ClickerLeader } from "../../../shared/schemas/clicker";
import { REACTIONS } from "../../../shared/schemas/reactions";
import { shortAddress } from "../../format/addresses";
import Sparkline from "./Sparkline";

const EMOJI = { rocket: "🚀", fire: "🔥", poop: "💩", flag: "🚩" } as const;
const count = new Intl.NumberFormat("en-US");

type Props = { title: string; leaders: ClickerLeader[]; empty: string; onPlay: (leader: ClickerLeader) => void };

/** A board of leaders: each token's market, its reactions and its clicks, weighted votes and organic share. */
export default function LeadersTable({ title, leaders, empty, onPlay }: Props) {
  const id = `clicker-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <section className="tool-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {leaders.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table dense tool-table stacked-table clicker-table">
            <thead>
              <tr>
                <th className="numeric">#</th>
                <th>Token</th>
                <th className="numeric">Price</th>
                <th className="numeric">24h</th>
                <th>Last 24h</th>
                <th className="numeric">MCap</th>
                <th>Reactions</th>
                <th className="numeric">Clicks</th>
                <th className="numeric">Votes</th>
                <th className="numeric">Organic</th>
              </tr>
            </thead>
            <tbody>
              {leaders.map((leader, index) => {
                const symbol = leader.symbol ?? shortAddress(leader.tokenAddress);
                return (
                  <tr key={leader.tokenAddress}>
                    <td className="numeric" data-label="#">
                      {index + 1}
                    </td>
                    <td data-label="Token">
                      <button type="button" className="clicker-pick" onClick={() => onPlay(leader)} aria-label={`Play ${symbol}`}>
                        {symbol}
                      </button>
                    </td>
                    <td className="numeric" data-label="Price">
                      {formatPrice(leader.priceUsd)}
                    </td>
                    <td className={`numeric ${changeTone(leader.priceChange24h)}`} data-label="24h">
                      {formatPercent(leader.priceChange24h)}
                    </td>
                    <td data-label="Last 24h">
                      <Sparkline points={leader.sparkline} label={`${symbol} price over the last 24 hours`} />
                    </td>
                    <td className="numeric" data-label="MCap">
                      {formatUsd(leader.marketCapUsd)}
                    </td>
                    <td data-label="Reactions">
                      <span className="clicker-reactions">{REACTIONS.map((reaction) => `${EMOJI[reaction]} ${leader.reactions[reaction]}`).join("  ")}</span>
                    </td>
                    <td className="numeric" data-label="Clicks">
                      {count.format(leader.clicks)}
                    </td>
                    <td className="numeric" data-label="Votes">
                      {count.format(leader.weightedVotes)}
                    </td>
                    <td className="numeric" data-label="Organic">
                      {Math.round(leader.organicShare * 100)}%
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
