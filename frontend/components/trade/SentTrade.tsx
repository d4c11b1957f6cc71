import { useEffect } from "react";
import { useTransactionStatus } from "../../api/trading";
import type { SignedIn } from "../../api/wallet-sign-in";
import { shortAddress } from "../../format/addresses";

type Props = { signedIn: SignedIn; side: "buy" | "sell"; hash: string; onLanded: () => void };

/** A trade the server answered as sent but not yet mined: followed by its hash until it lands or the node drops it. */
export default function SentTrade({ signedIn, side, hash, onLanded }: Props) {
  const status = useTransactionStatus(signedIn, hash);
  const now = status.data?.ok ? status.data.data : null;
  const landed = now !== null && (now.status === "success" || now.status === "reverted");
  useEffect(() => {
    if (landed) onLanded();
  }, [landed, onLanded]);
  const tx = <span className="mono">Tx {shortAddress(hash)}</span>;
  if (now?.status === "success") {
    return (
      <p className="trade-status trade-success" role="status">
        Your {side} was mined in block {now.blockNumber}. {tx}
      </p>
    );
  }
  if (now?.status === "reverted") {
    return (
      <p className="trade-status trade-error" role="alert">
        Your {side} reverted on-chain in block {now.blockNumber}; only its gas was spent. {tx}
      </p>
    );
  }
  if (now?.status === "unknown") {
    return (
      <p className="trade-status trade-error" role="alert">
        The node dropped your {side} before it was mined: nothing was spent. You can send it again. {tx}
      </p>
    );
  }
  return (
    <p className="trade-status trade-pending" role="status">
      Your {side} was sent and is waiting to be mined… {tx}
    </p>
  );
}
