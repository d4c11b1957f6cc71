import PageIntro from "../../components/page-intro/PageIntro";

export default function WhitelistCheckerPage() {
  return (
    <section className="page">
      <PageIntro title="Whitelist Checker" description="Check whether a wallet address is on a project's whitelist." />
    </section>
  );
}
