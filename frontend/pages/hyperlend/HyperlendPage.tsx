import PageIntro from "../../components/page-intro/PageIntro";

export default function HyperlendPage() {
  return (
    <section className="page">
      <PageIntro title="HyperLend Tracker" description="Lending markets on HyperLend: supply and borrow rates, utilisation and total value for each asset." />
    </section>
  );
}
