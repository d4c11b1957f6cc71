import { useState } from "react";
import { Link } from "react-router-dom";
import { changeTone, formatHype, formatPercent } from "../../../shared/format/numbers";
import type { NftCollectionSummary } from "../../../shared/schemas/nft";
import { useNftCollections } from "../../api/nft";
import DataTable, { type Column, type Sorting } from "../../components/data-table/DataTable";
import PageIntro from "../../components/page-intro/PageIntro";
import WashToggle from "./WashToggle";

type SortKey = "name" | "floor" | "change24h" | "volume24h" | "volume7d" | "sales24h" | "owners" | "supply" | "listed";

const COLUMNS: Column<NftCollectionSummary, SortKey>[] = [
  {
    label: "Collection",
    sort: "name",
    cell: (row) => (
      <Link className="nft-collection-name" to={`/nft-collections/${row.address}`}>
        {row.image ? <img src={row.image} alt="" width={32} height={32} /> : <span className="nft-thumb-empty" />}
        <span>
          {row.name ?? row.address} <span className="muted">{row.symbol}</span>
        </span>
      </Link>
    ),
  },
  { label: "Floor", sort: "floor", numeric: true, cell: (row) => (row.floor === null ? "None listed" : formatHype(row.floor)) },
  {
    label: "24h change",
    sort: "change24h",
    numeric: true,
    optional: true,
    cell: (row) => <span className={`tone-${changeTone(row.floorChange24h)}`}>{row.floorChange24h === null ? "—" : formatPercent(row.floorChange24h)}</span>,
  },
  { label: "Volume 24h", sort: "volume24h", numeric: true, cell: (row) => formatHype(row.volume24h) },
  { label: "Volume 7d", sort: "volume7d", numeric: true, optional: true, cell: (row) => formatHype(row.volume7d) },
  { label: "Sales 24h", sort: "sales24h", numeric: true, optional: true, cell: (row) => `${row.sales24h} (7d ${row.sales7d})` },
  { label: "Owners", sort: "owners", numeric: true, optional: true, cell: (row) => row.owners },
  { label: "Supply", sort: "supply", numeric: true, optional: true, cell: (row) => row.supply },
  { label: "Listed", sort: "listed", numeric: true, optional: true, cell: (row) => row.listed },
];

export default function NftCollectionsPage() {
  const [sorting, setSorting] = useState<Sorting<SortKey>>({ sort: "volume7d" as SortKey, order: "desc" });
  const [search, setSearch] = useState("");
  const [includeWash, setIncludeWash] = useState(false);
  const { data } = useNftCollections({ ...sorting, search, includeWash });
  const collections = data?.ok ? data.data.collections : undefined;
  const error = data !== undefined && !data.ok ? "The collections could not be loaded. The page tries again every 10 seconds." : null;
  return (
    <section className="page tool-page">
      <PageIntro
        title="NFT Collections"
        description="NFT collections on HyperEVM with their floor (the lowest open listing), volume and sales, owners and listings. Wash trades are left out of volume unless you count them in."
      />
      <div className="nft-controls">
        <input
          type="search"
          className="nft-search"
          placeholder="Search by name, symbol or address"
          aria-label="Search collections"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <WashToggle wash={data?.ok ? data.data.wash : undefined} includeWash={includeWash} onChange={setIncludeWash} />
      </div>
      {data === undefined && (
        <p className="tool-note" role="status">
          Loading the collections…
        </p>
      )}
      <DataTable
        label="NFT collections"
        columns={COLUMNS}
        rows={collections}
        rowKey={(row) => row.address}
        error={error}
        emptyText={search.trim() === "" ? "No NFT collections are indexed yet." : `No collection matches “${search.trim()}”.`}
        sorting={sorting}
        onSort={setSorting}
      />
    </section>
  );
}
