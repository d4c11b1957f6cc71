import { type MouseEvent, type RefObject, useEffect } from "react";
import { useBodyScrollLock } from "./body-scroll-lock";
import { useFocusTrap } from "./focus-trap";

/**
 * A modal dialog's behaviour while open: the page behind does not scroll, focus stays inside, Escape
 * closes it. The answer closes it on a click on the overlay itself, never on a click inside.
 */
export function useModalDialog(dialogRef: RefObject<HTMLElement | null>, onClose: () => void) {
  useBodyScrollLock(true);
  useFocusTrap(dialogRef);

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [onClose]);

  return (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
}
