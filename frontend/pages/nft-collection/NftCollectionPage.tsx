import { useParams } from "react-router-dom";
import PageIntro from "../../components/page-intro/PageIntro";

export default function NftCollectionPage() {
  const { collectionId = "" } = useParams();
  return (
    <section className="page">
      <PageIntro
        title="NFT Collection"
        subject={{ label: "Collection", value: collectionId }}
        description="One collection's items, holders and recent sales."
      />
    </section>
  );
}
