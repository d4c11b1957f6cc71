import PageIntro from "../../components/page-intro/PageIntro";

export default function GasTrackerPage() {
  return (
    <section className="page">
      <PageIntro title="Gas Tracker" description="Current HyperEVM gas prices and how full recent blocks are, so you can time your transactions." />
    </section>
  );
}
