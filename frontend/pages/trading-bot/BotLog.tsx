import { formatAmount, formatHypeAmount } from "../../../shared/format/numbers";
import type { BotLogEntry } from "../../../shared/schemas/trading-bot";
import { useBotLog } from "../../api/trading-bot";
import type { SignedIn } from "../../api/wallet-sign-in";
import CopyAddress from "../../components/copy-address/CopyAddress";
import DataTable, { type Column } from "../../components/data-table/DataTable";
import { formatRecentTime } from "../../format/time";
import { KIND_LABELS } from "./rule-fields";

const tokens = (amount: string) => `${formatAmount(Number(amount))} tokens`;
const hype = (amount: string) => formatHypeAmount(Number(amount));

/** "Buy 0.5 HYPE → 1.65M tokens", "Sell 327.73K tokens → 0.098138 HYPE"; the received side once mined. */
function tradeOf({ side, amountIn, amountOut }: BotLogEntry): string {
  if (side === null || amountIn === null) return "—";
  const [paid, got] =
    side === "buy" ? [hype(amountIn), amountOut === null ? null : tokens(amountOut)] : [tokens(amountIn), amountOut === null ? null : hype(amountOut)];
  return `${side === "buy" ? "Buy" : "Sell"} ${paid}${got === null ? "" : ` → ${got}`}`;
}

const COLUMNS: Column<BotLogEntry, never>[] = [
  { label: "When", cell: (entry) => formatRecentTime(Date.parse(entry.at) / 1000) },
  { label: "Rule", cell: (entry) => KIND_LABELS[entry.kind] },
  { label: "Outcome", cell: (entry) => <span className={`bot-outcome bot-outcome-${entry.outcome}`}>{entry.outcome}</span> },
  { label: "What happened", cell: (entry) => <span className="bot-reason">{entry.reason}</span> },
  { label: "Trade", optional: true, cell: tradeOf },
  {
    label: "Transaction",
    // Kept on phones, copyable whole: a buy's hash is what a take-profit or stop-loss binds to.
    cell: (entry) => (entry.transactionHash === null ? "—" : <CopyAddress address={entry.transactionHash} of="transaction" noun="hash" />),
  },
  { label: "Block", numeric: true, optional: true, cell: (entry) => entry.block },
];

type Props = { signedIn: SignedIn; ruleId: string | null; onShowAll: () => void };

/** Every execution and skip, newest first: the whole feed, or one rule's. */
export default function BotLog({ signedIn, ruleId, onShowAll }: Props) {
  const log = useBotLog(signedIn.accessToken, ruleId);
  const error = log.error ? "The log could not be loaded. Please try again." : log.data && !log.data.ok ? (log.data.message ?? log.data.error) : null;
  return (
    <>
      {ruleId !== null && (
        <p className="account-hint">
          One rule's log.{" "}
          <button type="button" className="button" onClick={onShowAll}>
            Show every rule
          </button>
        </p>
      )}
      <DataTable
        label="Bot log"
        columns={COLUMNS}
        rows={log.data?.ok ? log.data.data.entries : undefined}
        rowKey={(entry) => String(entry.id)}
        error={error}
        emptyText="Nothing yet: every order the bot sends or skips shows here, with its reason."
      />
    </>
  );
}
