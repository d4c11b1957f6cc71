import PageIntro from "../../components/page-intro/PageIntro";

export default function LqscanPage() {
  return (
    <section className="page">
      <PageIntro title="$LQSCAN" description="LQScan's own token: its chart, its contract and where to trade it." />
    </section>
  );
}
