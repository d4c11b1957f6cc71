import type { FocusEvent } from "react";
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
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // Closing from inside (a choice, Escape) hands focus back to the toggle, so the keyboard is not dropped on the page.
  const closeToToggle = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  // Tabbing out of the dropdown closes it (a click elsewhere is the pointer listener's, and may blur to no element at all).
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

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not an interaction, the blur of the controls inside bubbling up
    <div className="dropdown" ref={rootRef} onBlur={closeWhenFocusLeaves}>
      <button
        ref={toggleRef}
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
              <NavigationItemControl item={item} className="dropdown-item" onAction={onAction} onChoose={closeToToggle} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
