import { useEffect, useState } from "react";

/** How long "Copied" stays up after a copy. */
export const COPIED_MS = 2000;

export type CopyState = "idle" | "copied" | "failed";

/** Copies text to the clipboard and says how it went, for COPIED_MS, then goes back to idle. */
export function useCopy(text: string): { state: CopyState; copy: () => Promise<void> } {
  const [state, setState] = useState<CopyState>("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return { state, copy };
}
