import { useNavigate } from "react-router-dom";
import { formatAmount, formatUsd } from "../../../shared/format/numbers";
import { useLendingWallet } from "../../api/lending";
import { useWalletSession } from "../../app/wallet-session";
import AddressForm from "../../components/address-form/AddressForm";
import { formatHealth, formatLiquidationPrice } from "../../format/rates";

const pathFor = (address: string) => `/hyperlend?wallet=${address}`;

/** Any wallet's HyperLend position, or the signed-in wallet's at one click. */
export default function WalletLookup({ address }: { address: string | null }) {
  const session = useWalletSession();
  const navigate = useNavigate();
  const mine = session.signedIn?.wallet.address;
  return (
    <div className="tool-card lending-wallet">
      <AddressForm pathFor={pathFor} label="Wallet address" initial={address ?? ""} submitLabel="Look up" />
      {mine !== undefined && (
        <button type="button" className="button" onClick={() => navigate(pathFor(mine))}>
          My wallet
        </button>
      )}
      {address !== null && <WalletAnswer address={address} />}
    </div>
  );
}

function WalletAnswer({ address }: { address: string }) {
  const { data } = useLendingWallet(address);
  if (data === undefined) return <p className="muted">Reading the wallet's position…</p>;
  if (!data.ok) {
    return (
      <p className="tool-error" role="alert">
        {data.message ?? "The wallet could not be read. The page tries again in a few seconds."}
      </p>
    );
  }
  const { position, live } = data.data;
  if (position.legs.length === 0 && live.collateralUsd === 0 && live.debtUsd === 0) return <p className="tool-empty">This wallet has nothing on HyperLend.</p>;
  return (
    <div className="lending-wallet-answer">
      <dl className="tool-facts">
        <dt>Health factor</dt>
        <dd data-testid="wallet-health">{formatHealth(live.healthFactor)}</dd>
        <dt>Collateral</dt>
        <dd>{formatUsd(live.collateralUsd)}</dd>
        <dt>Debt</dt>
        <dd>{formatUsd(live.debtUsd)}</dd>
        <dt>Can still borrow</dt>
        <dd>{formatUsd(live.availableBorrowsUsd)}</dd>
        <dt>Liquidated if HYPE reaches</dt>
        <dd>{formatLiquidationPrice(position.liquidationHypePrice, data.data.hypePriceUsd)}</dd>
      </dl>
      <ul className="lending-legs">
        {position.legs.map((leg) => (
          <li key={leg.symbol}>
            {leg.symbol}: supplied {formatAmount(Number(leg.supplied))} ({formatUsd(leg.suppliedUsd)}){leg.usedAsCollateral ? " as collateral" : ""}, borrowed{" "}
            {formatAmount(Number(leg.borrowed))} ({formatUsd(leg.borrowedUsd)})
          </li>
        ))}
      </ul>
      <p className="muted">Health factor, collateral and debt from the pool at block {live.block}; the legs from the index.</p>
    </div>
  );
}
