import { createFocusTrap } from "focus-trap";
import { type RefObject, useEffect } from "react";

/**
 * While mounted, Tab and Shift+Tab cycle inside `container` (the mobile menu, a modal) and focus starts on
 * its first control; on unmount focus goes back to the control that had it before. Escape and outside
 * clicks stay the component's to handle.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (container.current === null) return undefined;
    // Focus returns at once, not a frame later: a layer opened as this one closes (the guide from the menu) starts from it.
    const trap = createFocusTrap(container.current, { escapeDeactivates: false, allowOutsideClick: true, delayReturnFocus: false });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [container]);
}
