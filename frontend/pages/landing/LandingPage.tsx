import { Link } from "react-router-dom";
import Logo from "../../components/logo/Logo";

const ENTRY_POINTS = [
  { label: "Open Charts", path: "/chart", className: "button button-primary button-large" },
  { label: "Recent Tokens", path: "/recent", className: "button button-outline button-large" },
  { label: "Leaderboard", path: "/leaderboard", className: "button button-outline button-large" },
] as const;

const FEATURES = [
  {
    icon: "/icons/charts.svg",
    title: "Live charts",
    text: "Candles from 1 second to 1 week for every LiquidLaunch curve and HyperSwap pair, with every trade as it happens.",
    path: "/chart",
  },
  {
    icon: "/icons/leaderboard.svg",
    title: "Creator confidence",
    text: "Every creator scored on success rate, volume, holders, generated market cap and trades, from Legendary to Scam.",
    path: "/leaderboard",
  },
  {
    icon: "/icons/recent-tokens.svg",
    title: "Recent tokens",
    text: "New launches the moment they hit the curve, filterable by their creator's confidence.",
    path: "/recent",
  },
  {
    icon: "/icons/token-sniffer.svg",
    title: "Token Sniffer",
    text: "Holder concentration, creator history and liquidity checks before you buy.",
    path: "/token-sniffer",
  },
  {
    icon: "/icons/bubble-maps.svg",
    title: "Bubble Maps",
    text: "See which wallets hold a token and how they are connected.",
    path: "/bubble-maps",
  },
  {
    icon: "/icons/new-pairs.svg",
    title: "New pairs and pools",
    text: "Fresh HyperSwap pairs and pools, including tokens that graduate from LiquidLaunch.",
    path: "/hyperswap-pairs",
  },
  {
    icon: "/icons/gas-tracker.svg",
    title: "Gas Tracker",
    text: "Current gas prices on HyperEVM to time your transactions.",
    path: "/gas-tracker",
  },
  {
    icon: "/icons/trading-bot.svg",
    title: "Trading Bot",
    text: "Buy and sell from an embedded wallet, signed in with a social account or e-mail.",
    path: "/trading-bot",
  },
] as const;

export default function LandingPage() {
  return (
    <div className="landing">
      <section className="landing-hero">
        <Logo />
        <h1 className="landing-title">
          Every HyperEVM token, <span className="landing-title-accent">scanned</span>.
        </h1>
        <p className="landing-pitch">
          LQScan tracks every LiquidLaunch launch and HyperSwap pair: live charts, creator confidence scores and the tools to judge a token before you trade it.
        </p>
        <nav className="landing-actions" aria-label="Get started">
          {ENTRY_POINTS.map((entry) => (
            <Link key={entry.path} className={entry.className} to={entry.path}>
              {entry.label}
            </Link>
          ))}
        </nav>
      </section>
      <section className="landing-features" aria-labelledby="landing-features-title">
        <h2 id="landing-features-title" className="landing-section-title">
          Everything in one scanner
        </h2>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <Link className="feature-card" to={feature.path}>
                <img className="feature-icon" src={feature.icon} alt="" width={24} height={24} />
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p className="landing-disclaimer">Not financial advice. Use at your own risk.</p>
    </div>
  );
}
