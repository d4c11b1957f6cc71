import { useEffect } from "react";
import type { WithdrawPlan } from "../../../../shared/schemas/withdraw";
import { explorerLink, useChainConfig } from "../../../api/chain-config";
import { useTransactionStatus } from "../../../api/trading";
import { useWalletDetail } from "../../../api/wallet-detail";
import type { SignedIn } from "../../../api/wallet-sign-in";
import { useWithdrawAssets } from "../../../api/withdraw";

const STATUS_REFRESH_MS = 2_000;

const STATUS_TEXT = {
  pending: "Pending: waiting for a block…",
  success: "Confirmed",
  reverted: "Failed: the transaction was mined but reverted, nothing moved",
  unknown: "Not found: the node dropped it before it was mined",
} as const;

/** The sent withdrawal: pending, then confirmed or failed, with its hash, explorer link and the new balance. */
export default function WithdrawSent({ signedIn, plan, hash }: { signedIn: SignedIn; plan: WithdrawPlan; hash: string }) {
  const status = useTransactionStatus(signedIn, hash);
  const assets = useWithdrawAssets(signedIn);
  const wallet = useWalletDetail(signedIn);
  const explorerUrl = useChainConfig().data?.explorerUrl;
  const state = status.data?.ok ? status.data.data.status : "pending";
  const done = state !== "pending";
  const { mutate: rereadAssets } = assets;
  const { mutate: rereadWallet } = wallet;
  const { mutate: rereadStatus } = status;

  // Asked again until mined or dropped: in one screenshot run the status hook's own refresh never came after "pending".
  useEffect(() => {
    if (done) return undefined;
    const timer = setInterval(() => void rereadStatus(), STATUS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [done, rereadStatus]);

  useEffect(() => {
    if (!done) return;
    void rereadAssets();
    void rereadWallet();
  }, [done, rereadAssets, rereadWallet]);

  const key = plan.asset.tokenAddress;
  const balance = done ? assets.data?.assets.find((asset) => asset.tokenAddress === key) : undefined;
  const link = explorerLink(explorerUrl, "tx", hash);

  return (
    <div className="withdraw-sent">
      <p className={`withdraw-status withdraw-status-${state}`} role="status" data-testid="withdraw-status">
        {STATUS_TEXT[state]}
        {state === "success" && status.data?.ok && status.data.data.blockNumber !== null && ` in block ${status.data.data.blockNumber}`}
      </p>
      <p>
        {plan.amountReadable} {plan.asset.symbol} to <span className="mono withdraw-recipient">{plan.to}</span>
      </p>
      <p>
        Transaction{" "}
        {link ? (
          <a className="mono withdraw-recipient" href={link} target="_blank" rel="noopener noreferrer">
            {hash}
          </a>
        ) : (
          <span className="mono withdraw-recipient" data-testid="withdraw-hash">
            {hash}
          </span>
        )}
      </p>
      {done && <p data-testid="withdraw-new-balance">New balance: {balance ? `${balance.balanceReadable} ${balance.symbol}` : `0 ${plan.asset.symbol}`}</p>}
    </div>
  );
}
