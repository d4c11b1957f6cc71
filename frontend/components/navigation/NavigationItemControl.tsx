import { Link } from "react-router-dom";
import type { NavigationAction, NavigationItem } from "../../app/navigation";
import NavigationIcon from "./NavigationIcon";

type Props = {
  item: NavigationItem;
  className: string;
  /** Runs the item's action, for items that have one instead of a path. */
  onAction?: (action: NavigationAction) => void;
  /** Called after the item was chosen, whatever it does. */
  onChoose?: () => void;
  showIcon?: boolean;
};

/** One navigation item: an in-app link, an external link opening a new tab, or an action button. */
export default function NavigationItemControl({ item, className, onAction, onChoose, showIcon = true }: Props) {
  const content = (
    <>
      {showIcon && <NavigationIcon icon={item.icon} />}
      <span>{item.label}</span>
    </>
  );
  const { action, path } = item;

  if (action !== undefined) {
    const runAction = () => {
      onAction?.(action);
      onChoose?.();
    };
    return (
      <button type="button" className={className} onClick={runAction}>
        {content}
      </button>
    );
  }
  if (path === undefined) throw new Error(`Navigation item "${item.label}" has neither a path nor an action`);
  if (item.isExternal === true) {
    return (
      <a className={className} href={path} target="_blank" rel="noopener noreferrer" onClick={onChoose}>
        {content}
      </a>
    );
  }
  return (
    <Link className={className} to={path} onClick={onChoose}>
      {content}
    </Link>
  );
}
