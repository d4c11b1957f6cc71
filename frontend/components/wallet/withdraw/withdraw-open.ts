import { useSyncExternalStore } from "react";

// Whether the withdraw dialog is open. It lives outside the wallet menu, which closes (and unmounts) as
// soon as focus moves into the dialog.

let open = false;
const listeners = new Set<() => void>();

function setOpen(value: boolean) {
  open = value;
  for (const listener of listeners) listener();
}

export const openWithdraw = () => setOpen(true);
export const closeWithdraw = () => setOpen(false);

export function useWithdrawOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
}
