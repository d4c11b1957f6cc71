import { useSyncExternalStore } from "react";
import type { ExportKind } from "../../api/wallet-export";

// Which export dialog is open. It lives outside the wallet menu, which closes (and unmounts) as soon as
// focus moves into the dialog.

let open: ExportKind | undefined;
const listeners = new Set<() => void>();

function set(next: ExportKind | undefined) {
  open = next;
  for (const listener of listeners) listener();
}

export const openExport = (kind: ExportKind) => set(kind);
export const closeExport = () => set(undefined);

export function useOpenExport(): ExportKind | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
}
