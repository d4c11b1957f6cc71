import { useParams } from "react-router-dom";
import PageIntro from "../../components/page-intro/PageIntro";

export default function TokenSnifferPage() {
  const { tokenAddress } = useParams();
  return (
    <section className="page">
      <PageIntro
        title="Token Sniffer"
        subject={tokenAddress === undefined ? undefined : { label: "Token", value: tokenAddress }}
        description="A safety check for any token: its contract, holder concentration, creator history and liquidity, so the risks show before you trade."
      />
    </section>
  );
}
