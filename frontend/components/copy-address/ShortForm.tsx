import { shortAddress } from "../../format/addresses";

/** An address or hash in its short form, whole on hover, linking to the explorer's page of it when there is one. */
export default function ShortForm({ value, href }: { value: string; href: string | null }) {
  return href === null ? (
    <span className="mono" title={value}>
      {shortAddress(value)}
    </span>
  ) : (
    <a className="mono" href={href} target="_blank" rel="noopener noreferrer" title={value}>
      {shortAddress(value)}
    </a>
  );
}
