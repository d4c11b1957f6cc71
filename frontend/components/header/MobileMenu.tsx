import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useNavigate } from "react-router-dom";
import { useBodyScrollLock } from "../../app/body-scroll-lock";
import { MOBILE_BREAKPOINT_PX } from "../../app/breakpoints";
import { useFocusTrap } from "../../app/focus-trap";
import type { NavigationAction, NavigationLink } from "../../app/navigation";
import { HEADER_MENUS, LQSCAN_TOKEN, PRIMARY_NAVIGATION } from "../../app/navigation";
import { useWalletSession } from "../../app/wallet-session";
import Logo from "../logo/Logo";
import NavigationIcon from "../navigation/NavigationIcon";
import TokenSearch from "../token-search/TokenSearch";
import WalletDetails from "../wallet/WalletDetails";
import MobileMenuGroup from "./MobileMenuGroup";

type Props = {
  onClose: () => void;
  onAction: (action: NavigationAction) => void;
};

// Rendered only while open, so the set of expanded groups starts empty every time it opens.
export default function MobileMenu({ onClose, onAction }: Props) {
  const navigate = useNavigate();
  const [expandedGroups, setExpandedGroups] = useState<ReadonlySet<string>>(new Set());
  const panelRef = useRef<HTMLDivElement>(null);
  const session = useWalletSession();
  useBodyScrollLock(true);
  useFocusTrap(panelRef);

  useEffect(() => {
    const wideViewport = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const closeWhenWide = () => {
      if (wideViewport.matches) onClose();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    wideViewport.addEventListener("change", closeWhenWide);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      wideViewport.removeEventListener("change", closeWhenWide);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [onClose]);

  const open = (item: NavigationLink) => {
    navigate(item.path);
    onClose();
  };
  const toggleGroup = (title: string) => {
    setExpandedGroups((expanded) => {
      const next = new Set(expanded);
      if (next.has(title)) next.delete(title);
      else next.add(title);
      return next;
    });
  };

  return createPortal(
    <div className="mobile-menu">
      <div className="mobile-menu-overlay" aria-hidden="true" onClick={onClose} />
      <div className="mobile-menu-panel" role="dialog" aria-modal="true" aria-label="Menu" ref={panelRef}>
        <div className="mobile-menu-header">
          <Logo />
          <button type="button" className="icon-button" aria-label="Close menu" onClick={onClose}>
            <span className="close-icon" aria-hidden="true" />
          </button>
        </div>
        {/* The header hides its search on a phone; the menu carries it instead. */}
        <div className="mobile-menu-search">
          <TokenSearch />
        </div>
        <nav className="mobile-menu-nav" aria-label="Mobile">
          {PRIMARY_NAVIGATION.map((item) => (
            <button key={item.label} type="button" className="mobile-menu-item" onClick={() => open(item)}>
              <NavigationIcon icon={item.icon} />
              <span>{item.label}</span>
            </button>
          ))}
          {HEADER_MENUS.map((menu) => (
            <MobileMenuGroup
              key={menu.title}
              menu={menu}
              expanded={expandedGroups.has(menu.title)}
              onToggle={() => toggleGroup(menu.title)}
              onAction={onAction}
              onChoose={onClose}
            />
          ))}
        </nav>
        <button type="button" className="button button-primary button-large mobile-menu-token" onClick={() => open(LQSCAN_TOKEN)}>
          {LQSCAN_TOKEN.label}
        </button>
        {session.signedIn ? (
          <section className="mobile-menu-wallet" aria-label="Wallet">
            <WalletDetails signedIn={session.signedIn} onDone={onClose} />
          </section>
        ) : (
          session.status === "signed-out" && (
            <button
              type="button"
              className="button button-outline button-large mobile-menu-sign-in"
              onClick={() => {
                onClose();
                session.openSignIn();
              }}
            >
              Sign in
            </button>
          )
        )}
      </div>
    </div>,
    document.body,
  );
}
