import PageIntro from "../../components/page-intro/PageIntro";

export default function NftCollectionsPage() {
  return (
    <section className="page">
      <PageIntro title="NFT Collections" description="NFT collections on HyperEVM with their floor, holders and recent activity; open one to see its items." />
    </section>
  );
}
