import { useId } from "react";
import type { NavigationAction, NavigationMenu } from "../../app/navigation";
import NavigationIcon from "../navigation/NavigationIcon";
import NavigationItemControl from "../navigation/NavigationItemControl";
import { useDropdown } from "./use-dropdown";

type Props = {
  menu: NavigationMenu;
  onAction: (action: NavigationAction) => void;
};

export default function NavigationDropdown({ menu, onAction }: Props) {
  const { open, setOpen, rootRef, toggleRef, closeToToggle, closeWhenFocusLeaves } = useDropdown();
  const listId = useId();

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
