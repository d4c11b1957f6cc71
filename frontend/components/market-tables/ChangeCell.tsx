import { changeTone, formatPercent } from "../../../shared/format/numbers";

const TONE_CLASS = { up: "up", down: "down", flat: "muted" } as const;

/** The class a change is coloured with: green up, red down, muted when it reads 0.00% or is unknown. */
export const changeClass = (value: number | null | undefined) => TONE_CLASS[changeTone(value)];

/** A price change in percent, green when up and red when down. */
export default function ChangeCell({ value }: { value: number | null }) {
  return <span className={changeClass(value)}>{formatPercent(value)}</span>;
}
