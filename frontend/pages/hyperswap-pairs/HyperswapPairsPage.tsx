import PageIntro from "../../components/page-intro/PageIntro";

export default function HyperswapPairsPage() {
  return (
    <section className="page">
      <PageIntro
        title="New Pairs"
        description="Trading pairs as they are created on HyperSwap, including tokens that graduate from LiquidLaunch, with their liquidity, volume and age."
      />
    </section>
  );
}
