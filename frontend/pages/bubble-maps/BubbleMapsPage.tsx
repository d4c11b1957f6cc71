import { useParams } from "react-router-dom";
import PageIntro from "../../components/page-intro/PageIntro";

export default function BubbleMapsPage() {
  const { tokenAddress } = useParams();
  return (
    <section className="page">
      <PageIntro
        title="Bubble Maps"
        subject={tokenAddress === undefined ? undefined : { label: "Token", value: tokenAddress }}
        description="A token's holders drawn as bubbles sized by balance, with lines between wallets that traded with each other, so clusters stand out."
      />
    </section>
  );
}
