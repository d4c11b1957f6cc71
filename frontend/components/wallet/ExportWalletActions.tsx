import type { ExportKind } from "../../api/wallet-export";
import { openExport } from "./export-dialog-state";

/** The wallet menu's two exports; each opens its dialog (a warning and a confirmation first). */
export default function ExportWalletActions({ onDone }: { onDone?: () => void }) {
  const start = (kind: ExportKind) => {
    onDone?.();
    openExport(kind);
  };
  return (
    <div className="wallet-export-actions">
      <button type="button" className="button button-ghost" onClick={() => start("phrase")}>
        Export wallet
      </button>
      <button type="button" className="button button-ghost" onClick={() => start("private-key")}>
        Export private key
      </button>
    </div>
  );
}
