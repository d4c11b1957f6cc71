import PageIntro from "../../components/page-intro/PageIntro";

export default function StablePegPage() {
  return (
    <section className="page">
      <PageIntro
        title="Stable Health"
        description="How closely each stablecoin on HyperEVM holds its dollar peg, read from the prices of its on-chain pools."
      />
    </section>
  );
}
