import PageIntro from "../../components/page-intro/PageIntro";

export default function RecentTokensPage() {
  return (
    <section className="page">
      <PageIntro
        title="Recent Tokens"
        description="The newest LiquidLaunch tokens as they launch, each with its creator's confidence tier, price, market cap, volume and holders, filterable by confidence: all, legendary, high, medium or low."
      />
    </section>
  );
}
