import PageIntro from "../../components/page-intro/PageIntro";

export default function TerminalPage() {
  return (
    <section className="viewport-page">
      <PageIntro
        title="Trading Terminal"
        description="Charts, the order panel and your positions side by side, for trading LiquidLaunch and HyperSwap tokens quickly."
      />
      <div className="viewport-stage" aria-label="Terminal area" role="region" />
    </section>
  );
}
