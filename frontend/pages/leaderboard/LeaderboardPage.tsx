import PageIntro from "../../components/page-intro/PageIntro";

export default function LeaderboardPage() {
  return (
    <section className="page">
      <PageIntro
        title="Creator Leaderboard"
        description="Token creators on LiquidLaunch ranked by confidence score, built from their success rate, trading volume, holders, generated market cap and trades. Each creator's tier and latest tokens will be listed here; the Guide in the LiquidLaunch menu explains the tiers."
      />
    </section>
  );
}
