import type { ClickerWinner } from "../../../shared/schemas/clicker";
import { shortAddress } from "../../format/addresses";

const count = new Intl.NumberFormat("en-US");

/** The winner of each finished round, newest first. */
export default function PastWinners({ winners }: { winners: ClickerWinner[] }) {
  return (
    <section className="tool-card" aria-labelledby="clicker-winners">
      <h2 id="clicker-winners">Past rounds' winners</h2>
      {winners.length === 0 ? (
        <p className="muted">No round has finished yet. The first winner is crowned at midnight UTC.</p>
      ) : (
        <ol className="clicker-winners">
          {winners.map((winner) => (
            <li key={winner.round}>
              <span className="muted">{winner.round}</span> <strong>{winner.symbol ?? shortAddress(winner.tokenAddress)}</strong>{" "}
              {count.format(winner.weightedVotes)} votes · {count.format(winner.clicks)} clicks · {Math.round(winner.organicShare * 100)}% organic
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
