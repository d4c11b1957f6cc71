import { useId } from "react";
import type { NavigationAction, NavigationMenu } from "../../app/navigation";
import NavigationIcon from "../navigation/NavigationIcon";
import NavigationItemControl from "../navigation/NavigationItemControl";

type Props = {
  menu: NavigationMenu;
  expanded: boolean;
  onToggle: () => void;
  onAction: (action: NavigationAction) => void;
  onChoose: () => void;
};

export default function MobileMenuGroup({ menu, expanded, onToggle, onAction, onChoose }: Props) {
  const listId = useId();
  return (
    <div className="mobile-menu-group">
      <button type="button" className="mobile-menu-item" aria-expanded={expanded} aria-controls={listId} onClick={onToggle}>
        <NavigationIcon icon={menu.icon} />
        <span>{menu.title}</span>
        <span className="dropdown-caret" aria-hidden="true" />
      </button>
      {expanded && (
        <ul id={listId} className="mobile-menu-sublist" aria-label={menu.title}>
          {menu.items.map((item) => (
            <li key={item.label}>
              <NavigationItemControl item={item} className="mobile-menu-subitem" onAction={onAction} onChoose={onChoose} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
