import { useEffect, useId, useRef, useState } from "react";
import type { NavigationAction, NavigationMenu } from "../../app/navigation";
import NavigationIcon from "../navigation/NavigationIcon";
import NavigationItemControl from "../navigation/NavigationItemControl";

type Props = {
  menu: NavigationMenu;
  onAction: (action: NavigationAction) => void;
};

export default function NavigationDropdown({ menu, onAction }: Props) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target) !== true) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutsidePointer);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <div className="dropdown" ref={rootRef}>
      <button
        type="button"
        className="button button-ghost dropdown-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <NavigationIcon icon={menu.icon} />
        <span>{menu.title}</span>
        <span className="dropdown-caret" aria-hidden="true" />
      </button>
      {open && (
        <ul id={listId} className="dropdown-panel" aria-label={menu.title}>
          {menu.items.map((item) => (
            <li key={item.label}>
              <NavigationItemControl
                item={item}
                className="dropdown-item"
                onAction={onAction}
                onChoose={() => setOpen(false)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
