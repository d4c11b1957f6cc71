import { formatAmount } from "../../../shared/format/numbers";
import type { TradeStep, TradeTrial } from "../../../shared/schemas/sniffer";
import { formatShare } from "../../../shared/shares";
import { shortAddress } from "../../format/addresses";

/** The simulated trades at each size: whether each step went through, its tax, gas and revert reason. */
export default function TradeTrials({ caller, trials }: { caller: string; trials: TradeTrial[] }) {
  return (
    <section className="tool-card" aria-labelledby="sniffer-trades">
      <h2 id="sniffer-trades">Simulated trades</h2>
      <p className="muted">
        From a fresh address (<span className="mono">{shortAddress(caller)}</span>) funded only inside the simulation: buy, pass a tenth to another fresh
        address, sell the rest.
      </p>
      <div className="table-scroll">
        <table className="data-table dense tool-table stacked-table">
          <thead>
            <tr>
              <th className="numeric">Size</th>
              <th>Buy</th>
              <th>Transfer</th>
              <th>Sell</th>
            </tr>
          </thead>
          <tbody>
            {trials.map((trial) => (
              <tr key={trial.hypeIn}>
                <td className="numeric" data-label="Size">
                  <div>
                    {formatAmount(Number(trial.hypeIn))} HYPE
                    <span className="muted cell-note">{formatShare(trial.liquidityPercent)} of the market's HYPE depth</span>
                  </div>
                </td>
                <StepCell label="Buy" step={trial.buy} />
                <StepCell label="Transfer" step={trial.transfer} />
                <StepCell label="Sell" step={trial.sell} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function StepCell({ label, step }: { label: string; step: TradeStep | null }) {
  if (step === null)
    return (
      <td className="muted" data-label={label}>
        Not reached
      </td>
    );
  if (!step.ok) {
    return (
      <td data-label={label}>
        <div>
          <span className="down">Reverts</span>
          <span className="cell-note">{step.revertReason}</span>
        </div>
      </td>
    );
  }
  const taxed = step.taxPercent !== null && step.taxPercent >= 0.1;
  return (
    <td data-label={label}>
      <div>
        <span className="up">Goes through</span>
        <span className={`cell-note ${taxed ? "down" : "muted"}`}>
          tax {formatShare(step.taxPercent ?? 0)} · gas {formatAmount(step.gasUsed)}
          {step.hype === null ? "" : ` · ${formatAmount(Number(step.hype))} HYPE`}
        </span>
      </div>
    </td>
  );
}
