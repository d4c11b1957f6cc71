import { useId, useState } from "react";

type Props = {
  label: string;
  unit: string;
  /** The value in use; null: none set (`emptyUses` says what is used then). */
  value: number | null;
  max: number;
  step: number;
  /** What an empty box means, for its note ("the node's suggestion"); without it an empty box keeps the value in use. */
  emptyUses?: string;
  onChange: (value: number | null) => void;
};

const shown = (value: number, unit: string) => `${value} ${unit}`;

/**
 * A setting typed as a number, bounded: a value above the maximum is used as the maximum and the note says
 * so, and text that is no number keeps the value in use, so what the trade sends is always on screen.
 */
export default function BoundedNumberField({ label, unit, value, max, step, emptyUses, onChange }: Props) {
  const id = useId();
  const noteId = useId();
  const [text, setText] = useState(value === null ? "" : String(value));
  const typed = text.trim() === "" ? null : Number(text);
  let note: string | null = null;
  // Empty is the default of a field with `emptyUses` (its placeholder says "auto"): nothing to point out.
  if (typed === null) note = emptyUses === undefined ? `${shown(value ?? 0, unit)} is used.` : null;
  else if (!Number.isFinite(typed) || typed < 0) note = `Not a number: ${value === null ? emptyUses : shown(value, unit)} is used.`;
  else if (typed > max) note = `The maximum is ${shown(max, unit)}: ${shown(max, unit)} is used.`;
  return (
    <div className="trade-setting">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="trade-input trade-setting-input"
        inputMode="decimal"
        step={step}
        placeholder={emptyUses === undefined ? undefined : "auto"}
        title={emptyUses === undefined ? undefined : `Empty: ${emptyUses}`}
        aria-describedby={note === null ? undefined : noteId}
        value={text}
        onChange={(event) => {
          const next = event.target.value.replace(/[^\d.]/g, "");
          setText(next);
          const number = next.trim() === "" ? null : Number(next);
          if (number === null) {
            if (emptyUses !== undefined) onChange(null);
          } else if (Number.isFinite(number)) onChange(Math.min(number, max));
        }}
      />
      {note !== null && (
        <p id={noteId} className="trade-setting-note" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
