import PageIntro from "../../components/page-intro/PageIntro";

export default function TradingBotPage() {
  return (
    <section className="page">
      <PageIntro
        title="Trading Bot"
        description="Buy and sell LiquidLaunch tokens from an embedded wallet that you sign in to with a social account or e-mail."
      />
    </section>
  );
}
