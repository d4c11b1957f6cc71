import { useState } from "react";
import { useParams } from "react-router-dom";
import { changeTone, formatHype, formatPercent } from "../../../shared/format/numbers";
import type { NftItemSort } from "../../../shared/schemas/nft";
import { useNftCollection } from "../../api/nft";
import PageIntro from "../../components/page-intro/PageIntro";
import ToolSkeleton from "../../components/tool-skeleton/ToolSkeleton";
import WashToggle from "../nft-collections/WashToggle";
import CollectionTables from "./CollectionTables";
import ItemGrid from "./ItemGrid";
import SalesChart from "./SalesChart";

export default function NftCollectionPage() {
  const { collectionId = "" } = useParams();
  const [includeWash, setIncludeWash] = useState(false);
  const [traits, setTraits] = useState<string[]>([]);
  const [itemSort, setItemSort] = useState<NftItemSort>("id");
  const { data } = useNftCollection(collectionId, { includeWash, traits, itemSort });
  const detail = data?.ok ? data.data : undefined;
  const summary = detail?.collection;
  return (
    <section className="page tool-page">
      <PageIntro
        title={summary?.name ?? "NFT Collection"}
        subject={{ label: "Collection", value: collectionId }}
        description="One collection's items and traits, who holds them, its sales and floor, open listings and activity."
      />
      {data === undefined ? (
        <ToolSkeleton sections={["summary", "items", "owners"]} what="Loading the collection" />
      ) : !data.ok ? (
        <p className="tool-error" role="alert">
          {data.status === 404
            ? "This collection is not indexed: no ERC-721 or ERC-1155 at this address has moved a token."
            : (data.message ?? "The collection could not be loaded.")}
        </p>
      ) : (
        <div className="tool-sections">
          <section className="tool-card" aria-labelledby="nft-summary">
            <h2 id="nft-summary">
              {summary!.name} <span className="muted">{summary!.symbol}</span>
            </h2>
            <dl className="stat-grid nft-stats">
              <dt>Floor</dt>
              <dd>{summary!.floor === null ? "None listed" : formatHype(summary!.floor)}</dd>
              <dt>24h change</dt>
              <dd className={`tone-${changeTone(summary!.floorChange24h)}`}>
                {summary!.floorChange24h === null ? "—" : formatPercent(summary!.floorChange24h)}
              </dd>
              <dt>Volume 24h / 7d</dt>
              <dd>
                {formatHype(summary!.volume24h)} / {formatHype(summary!.volume7d)}
              </dd>
              <dt>Sales 24h / 7d</dt>
              <dd>
                {summary!.sales24h} / {summary!.sales7d}
              </dd>
              <dt>Owners</dt>
              <dd>{summary!.owners}</dd>
              <dt>Supply</dt>
              <dd>{summary!.supply}</dd>
              <dt>Listed</dt>
              <dd>{summary!.listed}</dd>
            </dl>
            <WashToggle wash={summary!.wash} includeWash={includeWash} onChange={setIncludeWash} />
          </section>
          <SalesChart series={detail!.series} />
          <ItemGrid detail={detail!} traits={traits} onTraits={setTraits} itemSort={itemSort} onItemSort={setItemSort} />
          <CollectionTables detail={detail!} />
        </div>
      )}
    </section>
  );
}
