import { formatAmount, formatUsd } from "../../../shared/format/numbers";
import type { ActionCost, GasAction, GasReport } from "../../../shared/schemas/gas";
import { FAST_BLOCK_GAS_LIMIT } from "../../../shared/schemas/gas";
import { formatGas, formatGasPrice } from "../../format/gas-price";

const ACTION_NAMES: Record<GasAction, string> = {
  transfer: "Send HYPE",
  "launchpad-create": "Launch a token",
  "curve-buy": "Buy on a launchpad curve",
  "curve-sell": "Sell on a launchpad curve",
  "v2-swap": "Swap on HyperSwap V2",
  "v3-swap": "Swap on HyperSwap V3",
};

/** What each common action costs now: the gas it used in the chain's latest transactions, at the node's price. */
export default function ActionCosts({ report }: { report: GasReport }) {
  return (
    <section className="tool-card" aria-labelledby="gas-actions">
      <h2 id="gas-actions">What actions cost</h2>
      <p className="muted">
        Gas measured from the receipts of each action's latest transactions on this chain, priced at the node's suggested {formatGasPrice(report.gasPrice)}
        {report.hypeUsd === null ? "." : ` and HYPE at ${formatUsd(report.hypeUsd)}.`}
      </p>
      <div className="table-scroll">
        <table className="data-table dense tool-table stacked-table">
          <thead>
            <tr>
              <th>Action</th>
              <th className="numeric">Gas</th>
              <th className="numeric">HYPE</th>
              <th className="numeric">USD</th>
            </tr>
          </thead>
          <tbody>
            {report.actions.map((cost) => (
              <tr key={cost.action}>
                <td data-label="Action">
                  <div>
                    {ACTION_NAMES[cost.action]}
                    {cost.needsBigBlock && <span className="cell-note down">over {formatGas(FAST_BLOCK_GAS_LIMIT)} gas: big blocks only</span>}
                  </div>
                </td>
                <td className="numeric" data-label="Gas">
                  <div>
                    {cost.gasUsed === null ? "—" : formatGas(cost.gasUsed)}
                    <span className="muted cell-note">{gasSource(cost)}</span>
                  </div>
                </td>
                <td className="numeric" data-label="HYPE">
                  {cost.costHype === null ? "—" : formatAmount(cost.costHype)}
                </td>
                <td className="numeric" data-label="USD">
                  {cost.costUsd === null ? "—" : formatUsd(cost.costUsd)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function gasSource(cost: ActionCost): string {
  if (cost.source.kind === "protocol") return "fixed by the protocol";
  return cost.source.transactions === 0 ? "no recent transaction" : `median of ${cost.source.transactions} txs`;
}
