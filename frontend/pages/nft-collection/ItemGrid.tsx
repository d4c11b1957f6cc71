import { formatHype } from "../../../shared/format/numbers";
import type { NftCollectionDetail, NftItemSort } from "../../../shared/schemas/nft";
import { shortAddress } from "../../format/addresses";

type Props = {
  detail: NftCollectionDetail;
  traits: string[];
  onTraits: (traits: string[]) => void;
  itemSort: NftItemSort;
  onItemSort: (sort: NftItemSort) => void;
};

const SORT_LABELS: Record<NftItemSort, string> = { id: "Token id", rarity: "Rarest first", price: "Cheapest listed first" };

/** Trait filters and the items: each image as <img src> (the browser runs no script of an SVG image), rarity rank and listing. */
export default function ItemGrid({ detail, traits, onTraits, itemSort, onItemSort }: Props) {
  const toggle = (pair: string) => onTraits(traits.includes(pair) ? traits.filter((t) => t !== pair) : [...traits, pair]);
  return (
    <section className="tool-card" aria-labelledby="nft-items">
      <h2 id="nft-items">
        Items <span className="muted">({detail.itemsTotal})</span>
      </h2>
      <label className="nft-item-sort">
        Sort items{" "}
        <select value={itemSort} onChange={(event) => onItemSort(event.target.value as NftItemSort)}>
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {detail.traits.length > 0 && (
        <div className="nft-traits">
          {detail.traits.map(({ trait, values }) => (
            <fieldset key={trait}>
              <legend>{trait}</legend>
              {values.map(({ value, count }) => (
                <label key={value}>
                  <input type="checkbox" checked={traits.includes(`${trait}:${value}`)} onChange={() => toggle(`${trait}:${value}`)} /> {value}{" "}
                  <span className="muted">({count})</span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      )}
      {detail.items.length === 0 ? (
        <p className="muted">{traits.length > 0 ? "No item has every trait chosen." : "No item's metadata has been read yet."}</p>
      ) : (
        <ul className="nft-grid">
          {detail.items.map((item) => (
            <li key={item.tokenId} className="nft-item">
              {item.image ? <img src={item.image} alt={item.name ?? `#${item.tokenId}`} loading="lazy" /> : <div className="nft-thumb-empty">No image</div>}
              <strong>{item.name ?? `#${item.tokenId}`}</strong>
              <span className="muted">{item.rarityRank === null ? "Rarity unknown" : `Rarity #${item.rarityRank}`}</span>
              <span>{item.listedPrice === null ? "Not listed" : `Listed ${formatHype(item.listedPrice)}`}</span>
              {item.owner && <span className="muted">Owner {shortAddress(item.owner)}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
