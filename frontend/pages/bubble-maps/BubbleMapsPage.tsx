import { useState } from "react";
import { useParams } from "react-router-dom";
import { useBubbleClusters } from "../../api/bubble-map";
import AddressForm from "../../components/address-form/AddressForm";
import PageIntro from "../../components/page-intro/PageIntro";
import ToolSkeleton from "../../components/tool-skeleton/ToolSkeleton";
import BubbleMapView from "./BubbleMapView";

export default function BubbleMapsPage() {
  const { tokenAddress } = useParams();
  return (
    <section className="page tool-page">
      <PageIntro
        title="Bubble Maps"
        subject={tokenAddress === undefined ? undefined : { label: "Token", value: tokenAddress }}
        description="A token's largest holders as bubbles sized by their share, linked by the transfers between them and grouped into clusters of wallets that moved tokens to each other or were funded by the same address, so bundles and insiders stand out."
      >
        <AddressForm key={tokenAddress} label="Token address" initial={tokenAddress} submitLabel="Map" pathFor={(address) => `/bubble-maps/${address}`} />
      </PageIntro>
      {tokenAddress === undefined ? (
        <p className="tool-empty">Paste a token address to map its holders.</p>
      ) : (
        <BubbleAnswer key={tokenAddress} token={tokenAddress} />
      )}
    </section>
  );
}

function BubbleAnswer({ token }: { token: string }) {
  const [block, setBlock] = useState<number | null>(null);
  const { data, isValidating } = useBubbleClusters(token, block);
  if (data === undefined) return <ToolSkeleton sections={["map", "clusters"]} what="Reading the holders and their funders" />;
  if (!data.ok) {
    const message =
      data.status === 404
        ? "This token is not indexed: the map covers launchpad tokens."
        : data.status === 400 || data.status === 422
          ? (data.message ?? "Invalid token address format")
          : "The map could not be drawn. Please try again.";
    return (
      <div className="tool-sections">
        <p className="tool-error" role="alert">
          {message}
        </p>
        {block !== null && (
          <button type="button" className="button button-outline" onClick={() => setBlock(null)}>
            Back to now
          </button>
        )}
      </div>
    );
  }
  return <BubbleMapView map={data.data} loading={isValidating} onTravel={setBlock} />;
}
