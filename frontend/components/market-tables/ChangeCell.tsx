import { formatPercent } from "../../format/numbers";

/** A price change in percent, green when up and red when down. */
export default function ChangeCell({ value }: { value: number | null }) {
  const tone = value === null || value === 0 ? "muted" : value > 0 ? "up" : "down";
  return <span className={tone}>{formatPercent(value)}</span>;
}
