import type { FocusEvent } from "react";
import { useEffect, useRef, useState } from "react";

/**
 * A header dropdown's open state: it closes on an outside pointer, on Escape (focus back on its toggle)
 * and when focus tabs out of it; closeToToggle closes from inside (a choice) and hands focus back too.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeToToggle = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  // Tabbing out closes it (a click elsewhere is the pointer listener's, and may blur to no element at all).
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target) !== true) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      if (rootRef.current?.contains(document.activeElement) === true) toggleRef.current?.focus();
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutsidePointer);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return { open, setOpen, rootRef, toggleRef, closeToToggle, closeWhenFocusLeaves };
}
