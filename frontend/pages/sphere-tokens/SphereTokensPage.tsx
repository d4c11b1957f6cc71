import PageIntro from "../../components/page-intro/PageIntro";

export default function SphereTokensPage() {
  return (
    <section className="page">
      <PageIntro title="Sphere Tokens" description="A curated list of HyperEVM tokens with their price, market cap and volume." />
    </section>
  );
}
