import { formatHype } from "../../../shared/format/numbers";
import type { NftActivity, NftCollectionDetail } from "../../../shared/schemas/nft";
import DataTable, { type Column } from "../../components/data-table/DataTable";
import { shortAddress } from "../../format/addresses";
import { formatRate } from "../../format/rates";
import { formatRecentTime } from "../../format/time";

type Listing = NftCollectionDetail["listings"][number];
type Owner = NftCollectionDetail["owners"]["top"][number];

const KIND_LABELS: Record<NftActivity["kind"], string> = {
  list: "Listed",
  cancel: "Listing cancelled",
  sale: "Sale",
  offer: "Offer",
  "offer-cancel": "Offer cancelled",
  "offer-sale": "Offer accepted",
  transfer: "Transfer",
  mint: "Mint",
};
const REASON_LABELS = {
  "self-trade": "self-trade",
  "funded-by-seller": "buyer funded by seller",
  "back-and-forth": "back and forth",
  "repeated-pair": "repeated pair",
};
const who = (address: string | null) => (address === null ? "—" : shortAddress(address));

const LISTING_COLUMNS: Column<Listing, never>[] = [
  { label: "Item", cell: (row) => `#${row.tokenId}` },
  { label: "Price", numeric: true, cell: (row) => `${formatHype(row.price)}${row.currency === "WHYPE" ? " (WHYPE)" : ""}` },
  { label: "Seller", optional: true, cell: (row) => who(row.seller) },
  { label: "Listed", optional: true, cell: (row) => formatRecentTime(row.at) },
];
const OWNER_COLUMNS: Column<Owner, never>[] = [
  { label: "Owner", cell: (row) => who(row.address) },
  { label: "Holds", numeric: true, cell: (row) => row.held },
  { label: "Share", numeric: true, cell: (row) => formatRate(row.share) },
];
const ACTIVITY_COLUMNS: Column<NftActivity, never>[] = [
  { label: "Event", cell: (row) => KIND_LABELS[row.kind] },
  { label: "Item", cell: (row) => `#${row.tokenId}` },
  { label: "Price", numeric: true, cell: (row) => (row.price === null ? "—" : formatHype(row.price)) },
  { label: "From", optional: true, cell: (row) => who(row.from) },
  { label: "To", optional: true, cell: (row) => who(row.to) },
  { label: "When", optional: true, cell: (row) => formatRecentTime(row.at) },
  {
    label: "Wash",
    cell: (row) => (row.washReasons.length === 0 ? "" : <span className="nft-wash-flag">Wash: {row.washReasons.map((r) => REASON_LABELS[r]).join(", ")}</span>),
  },
];

/** Owner distribution, open listings (cheapest first) and the activity feed. */
export default function CollectionTables({ detail }: { detail: NftCollectionDetail }) {
  const { owners } = detail;
  return (
    <>
      <section className="tool-card" aria-labelledby="nft-owners">
        <h2 id="nft-owners">Owners</h2>
        <dl className="stat-grid nft-stats">
          <dt>Owners</dt>
          <dd>{owners.total}</dd>
          <dt>Holding one</dt>
          <dd>{owners.holdingOne}</dd>
          <dt>Whales (5% or more each)</dt>
          <dd>
            {owners.whales}, holding {formatRate(owners.whaleShare)} of the supply
          </dd>
        </dl>
        <DataTable label="Top owners" columns={OWNER_COLUMNS} rows={owners.top} rowKey={(row) => row.address} error={null} emptyText="Nobody holds an item." />
      </section>
      <section className="tool-card" aria-labelledby="nft-listings">
        <h2 id="nft-listings">Listings</h2>
        <DataTable
          label="Open listings"
          columns={LISTING_COLUMNS}
          rows={detail.listings}
          rowKey={(row) => String(row.listingId)}
          error={null}
          emptyText="Nothing is listed."
        />
      </section>
      <section className="tool-card" aria-labelledby="nft-activity">
        <h2 id="nft-activity">Activity</h2>
        <DataTable
          label="Activity"
          columns={ACTIVITY_COLUMNS}
          rows={detail.activity}
          rowKey={(row) => `${row.transactionHash}:${row.kind}:${row.tokenId}`}
          error={null}
          emptyText="No activity yet."
        />
      </section>
    </>
  );
}
