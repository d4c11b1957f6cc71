import PageIntro from "../../components/page-intro/PageIntro";

export default function CommunityVotePage() {
  return (
    <section className="page">
      <PageIntro title="Token Clicker" description="The community vote: click for the tokens you back and watch the tally climb live." />
    </section>
  );
}
