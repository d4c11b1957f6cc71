import { isImageIcon } from "../../app/navigation";

export default function NavigationIcon({ icon }: { icon: string | undefined }) {
  if (icon === undefined) return null;
  if (isImageIcon(icon)) return <img className="nav-icon" src={icon} alt="" width={16} height={16} />;
  return (
    <span className="nav-icon" aria-hidden="true">
      {icon}
    </span>
  );
}
