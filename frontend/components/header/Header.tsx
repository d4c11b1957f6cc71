import { useCallback, useState } from "react";
import { Link, NavLink, useLocation } from "react-router-dom";
import type { NavigationAction } from "../../app/navigation";
import { HEADER_MENUS, LQSCAN_TOKEN, PRIMARY_NAVIGATION } from "../../app/navigation";
import { useWalletSession } from "../../app/wallet-session";
import DeveloperGuideModal from "../developer-guide/DeveloperGuideModal";
import Logo from "../logo/Logo";
import NavigationIcon from "../navigation/NavigationIcon";
import TokenSearch from "../token-search/TokenSearch";
import ExportDialogHost from "../wallet/ExportDialog";
import PasskeysDialog from "../wallet/PasskeysDialog";
import SignInModal from "../wallet/SignInModal";
import WalletControl from "../wallet/WalletControl";
import MobileMenu from "./MobileMenu";
import NavigationDropdown from "./NavigationDropdown";

export default function Header() {
  const location = useLocation();
  // The mobile menu belongs to the location it was opened at, so any route change closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const mobileMenuOpen = menuOpenAt === location.key;
  const closeMobileMenu = useCallback(() => setMenuOpenAt(null), []);
  const [guideOpen, setGuideOpen] = useState(false);
  const closeGuide = useCallback(() => setGuideOpen(false), []);
  const { signInOpen, passkeysOpen } = useWalletSession();

  const runAction = (action: NavigationAction) => {
    if (action === "open-developer-guide") setGuideOpen(true);
  };

  return (
    <header className="site-header">
      <Link className="header-logo" to="/" aria-label="LQScan home">
        <Logo />
      </Link>
      <nav className="header-nav" aria-label="Main">
        {PRIMARY_NAVIGATION.map((item) => (
          <NavLink key={item.label} className="button button-ghost" to={item.path} aria-label={item.label} title={item.label}>
            <NavigationIcon icon={item.icon} />
            <span className="nav-label">{item.label}</span>
          </NavLink>
        ))}
        {HEADER_MENUS.map((menu) => (
          <NavigationDropdown key={menu.title} menu={menu} onAction={runAction} />
        ))}
      </nav>
      <div className="header-end">
        <TokenSearch />
        <Link className="button button-primary header-token" to={LQSCAN_TOKEN.path}>
          {LQSCAN_TOKEN.label}
        </Link>
        <WalletControl />
        <button
          type="button"
          className="icon-button header-burger"
          aria-label="Open menu"
          aria-expanded={mobileMenuOpen}
          onClick={() => setMenuOpenAt(location.key)}
        >
          <span className="burger-icon" aria-hidden="true" />
        </button>
      </div>
      {mobileMenuOpen && <MobileMenu onClose={closeMobileMenu} onAction={runAction} />}
      {guideOpen && <DeveloperGuideModal onClose={closeGuide} />}
      {signInOpen && <SignInModal />}
      <ExportDialogHost />
      {passkeysOpen && <PasskeysDialog />}
    </header>
  );
}
