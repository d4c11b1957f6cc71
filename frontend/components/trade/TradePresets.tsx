import { useState } from "react";
import { useTradeSettings } from "./trade-settings";

/** The four quick amounts, by their place in the row. */
const PRESET_SLOTS = [0, 1, 2, 3] as const;

type Props = {
  side: "buy" | "sell";
  /** Which preset is chosen: the HYPE amount typed (buy) or the percent (sell). */
  chosen: (preset: number) => boolean;
  onChoose: (preset: number) => void;
};

/** The quick amounts (HYPE to buy, percent of the holding to sell), editable in place and kept in this browser. */
export default function TradePresets({ side, chosen, onChoose }: Props) {
  const [editing, setEditing] = useState(false);
  const [settings, updateSettings] = useTradeSettings();
  const presets = side === "buy" ? settings.buyPresets : settings.sellPresets;
  const editPreset = (index: number, text: string) => {
    const value = Number(text);
    if (!(value > 0) || (side === "sell" && value > 100)) return;
    const next = presets.map((preset, at) => (at === index ? value : preset));
    updateSettings(side === "buy" ? { buyPresets: next } : { sellPresets: next });
  };
  return (
    <div className="trade-presets" role="group" aria-label={side === "buy" ? "Quick amounts in HYPE" : "Quick amounts in percent of your holding"}>
      {PRESET_SLOTS.map((slot) => {
        const preset = presets[slot] ?? 0;
        return editing ? (
          <input
            key={`${side}-${slot}`}
            className="trade-input trade-preset-input"
            inputMode="decimal"
            aria-label={`Quick amount ${slot + 1}`}
            defaultValue={preset}
            onBlur={(event) => editPreset(slot, event.target.value)}
          />
        ) : (
          <button key={`${side}-${slot}`} type="button" className="trade-preset" aria-pressed={chosen(preset)} onClick={() => onChoose(preset)}>
            {side === "buy" ? preset : `${preset}%`}
          </button>
        );
      })}
      <button type="button" className="trade-preset-edit" aria-pressed={editing} onClick={() => setEditing((was) => !was)}>
        {editing ? "Done" : "Edit"}
      </button>
    </div>
  );
}
