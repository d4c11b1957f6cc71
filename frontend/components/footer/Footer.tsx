import type { NavigationItem } from "../../app/navigation";
import { FOOTER_NAVIGATION, PARTNER_LINKS, SOCIAL_LINKS } from "../../app/navigation";
import Logo from "../logo/Logo";
import NavigationItemControl from "../navigation/NavigationItemControl";

function FooterLinks({ title, items, showIcons }: { title: string; items: readonly NavigationItem[]; showIcons: boolean }) {
  return (
    <nav className="footer-links" aria-label={title}>
      <h2 className="footer-heading">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            <NavigationItemControl item={item} className="footer-link" showIcon={showIcons} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <div className="footer-brand">
          <Logo />
          <p>Token discovery, live charts and creator confidence scores for HyperEVM.</p>
        </div>
        <FooterLinks title="Explore" items={FOOTER_NAVIGATION} showIcons={false} />
        <FooterLinks title="Community" items={SOCIAL_LINKS} showIcons />
        <FooterLinks title="Partners" items={PARTNER_LINKS} showIcons={false} />
      </div>
      <div className="footer-bottom">
        <p>Not financial advice. Use at your own risk.</p>
        <p>© {new Date().getFullYear()} LQScan</p>
      </div>
    </footer>
  );
}
