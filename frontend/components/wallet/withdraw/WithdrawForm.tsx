import { type FormEvent, useId } from "react";
import { parseUnits } from "viem";
import { HYPE_ASSET, type WithdrawAsset, type WithdrawPlan } from "../../../../shared/schemas/withdraw";
import { recipientProblem } from "../../../../shared/withdraw";
import type { SignedIn } from "../../../api/wallet-sign-in";
import { planWithdrawal, useWithdrawAssets } from "../../../api/withdraw";
import { useBusyAction } from "../../../app/busy-action";

/** What the person has chosen so far; amount "max" is the whole balance (HYPE less the fee). */
export type WithdrawDraft = { asset: string; to: string; amount: string };

const AMOUNT_TEXT = /^(\d+(\.\d*)?|\.\d+)$/;

const assetKey = (asset: WithdrawAsset) => asset.tokenAddress ?? HYPE_ASSET;

/** Why the amount cannot be sent, checked here before anything is asked of the server or signed; null when it can. */
function amountProblem(asset: WithdrawAsset, amount: string): string | null {
  if (amount === "max") return asset.balance === "0" ? `You hold no ${asset.symbol}` : null;
  if (!AMOUNT_TEXT.test(amount)) return "Enter an amount, like 1.5";
  const decimals = amount.split(".")[1]?.length ?? 0;
  if (decimals > asset.decimals) return `${asset.symbol} has ${asset.decimals} decimals`;
  const units = parseUnits(amount, asset.decimals);
  if (units === 0n) return "Enter an amount above 0";
  if (units > BigInt(asset.balance)) return `That is more than your balance of ${asset.balanceReadable} ${asset.symbol}`;
  return null;
}

export default function WithdrawForm({
  signedIn,
  draft,
  onDraft,
  onPlanned,
}: {
  signedIn: SignedIn;
  draft: WithdrawDraft;
  onDraft: (draft: WithdrawDraft) => void;
  onPlanned: (plan: WithdrawPlan) => void;
}) {
  const assets = useWithdrawAssets(signedIn);
  const amountId = useId();
  const { busy, error, run } = useBusyAction();

  if (assets.error) {
    return (
      <div className="withdraw-state" role="alert">
        <p className="form-error">Your balances could not be read: {(assets.error as Error).message}</p>
        <button type="button" className="button button-outline" onClick={() => void assets.mutate()}>
          Try again
        </button>
      </div>
    );
  }
  if (!assets.data)
    return (
      <p className="withdraw-state" role="status">
        Reading your balances from the chain…
      </p>
    );

  const list = assets.data.assets;
  const asset = list.find((candidate) => assetKey(candidate) === draft.asset) ?? list[0]!;
  const toProblem = draft.to === "" ? null : recipientProblem(draft.to.trim());
  const amountIssue = draft.amount === "" ? null : amountProblem(asset, draft.amount);
  const ready = draft.to !== "" && draft.amount !== "" && toProblem === null && amountIssue === null;

  const review = async (event: FormEvent) => {
    event.preventDefault();
    if (ready) await run(async () => onPlanned(await planWithdrawal(signedIn, { asset: assetKey(asset), to: draft.to.trim(), amount: draft.amount })));
  };

  return (
    <form className="withdraw-form" onSubmit={(event) => void review(event)} aria-busy={busy}>
      <label className="form-field">
        <span>Asset</span>
        <select value={assetKey(asset)} onChange={(event) => onDraft({ ...draft, asset: event.target.value, amount: "" })}>
          {list.map((candidate) => (
            <option key={assetKey(candidate)} value={assetKey(candidate)}>
              {candidate.symbol} · {candidate.balanceReadable} held
            </option>
          ))}
        </select>
      </label>
      <label className="form-field">
        <span>Recipient address</span>
        <input
          type="text"
          name="recipient"
          autoComplete="off"
          spellCheck={false}
          placeholder="0x…"
          className="mono"
          value={draft.to}
          aria-invalid={toProblem !== null}
          onChange={(event) => onDraft({ ...draft, to: event.target.value })}
        />
      </label>
      {toProblem && <p className="form-error">{toProblem}</p>}
      <div className="form-field">
        <label htmlFor={amountId}>Amount ({asset.symbol})</label>
        <div className="withdraw-amount-row">
          <input
            id={amountId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={draft.amount === "max" ? "Max" : draft.amount}
            aria-invalid={amountIssue !== null}
            onChange={(event) => onDraft({ ...draft, amount: event.target.value.replace(/^Max/, "").trim() })}
          />
          <button type="button" className="button button-outline" aria-pressed={draft.amount === "max"} onClick={() => onDraft({ ...draft, amount: "max" })}>
            Max
          </button>
        </div>
      </div>
      <p className="withdraw-hint">
        Balance {asset.balanceReadable} {asset.symbol}
        {draft.amount === "max" && asset.tokenAddress === null ? ". Max sends it all less this transfer's network fee." : "."}
      </p>
      {amountIssue && <p className="form-error">{amountIssue}</p>}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={!ready || busy}>
        {busy ? "Checking…" : "Review withdrawal"}
      </button>
    </form>
  );
}
