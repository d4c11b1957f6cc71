import PageIntro from "../../components/page-intro/PageIntro";

export default function HyperswapPoolsPage() {
  return (
    <section className="page">
      <PageIntro
        title="Pools"
        description="HyperSwap concentrated-liquidity pools with their fee tier, liquidity and trading volume."
      />
    </section>
  );
}
