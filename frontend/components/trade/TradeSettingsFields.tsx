import { PRIORITY_TIP_MAX_GWEI, SLIPPAGE_TOLERANCE_MAX } from "../../../shared/schemas/trade";
import BoundedNumberField from "./BoundedNumberField";
import { useTradeSettings } from "./trade-settings";

/** The slippage tolerance and the priority tip, each bounded, with the value the trade sends always shown. */
export default function TradeSettingsFields() {
  const [settings, updateSettings] = useTradeSettings();
  return (
    <div className="trade-settings">
      <BoundedNumberField
        label="Slippage tolerance (%)"
        unit="%"
        value={settings.slippageBps / 100}
        max={SLIPPAGE_TOLERANCE_MAX / 100}
        step={0.1}
        onChange={(percent) => {
          if (percent !== null) updateSettings({ slippageBps: Math.round(percent * 100) });
        }}
      />
      <BoundedNumberField
        label="Priority tip (gwei)"
        unit="gwei"
        value={settings.priorityTipGwei}
        max={PRIORITY_TIP_MAX_GWEI}
        step={0.1}
        emptyUses="the node's suggested tip"
        onChange={(gwei) => updateSettings({ priorityTipGwei: gwei })}
      />
    </div>
  );
}
