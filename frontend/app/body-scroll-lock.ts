import { useEffect } from "react";

// Several things lock page scrolling at once (a full-viewport route, the mobile menu, a modal);
// scrolling comes back only when the last of them lets go.
let activeLocks = 0;

function lockBodyScroll(): () => void {
  activeLocks += 1;
  document.body.style.overflow = "hidden";
  return () => {
    activeLocks -= 1;
    if (activeLocks === 0) document.body.style.overflow = "";
  };
}

export function useBodyScrollLock(active: boolean): void {
  useEffect(() => (active ? lockBodyScroll() : undefined), [active]);
}
