import { useParams } from "react-router-dom";
import { useSnifferReport } from "../../api/sniffer";
import AddressForm from "../../components/address-form/AddressForm";
import PageIntro from "../../components/page-intro/PageIntro";
import ToolSkeleton from "../../components/tool-skeleton/ToolSkeleton";
import SnifferReportView from "./SnifferReportView";

export default function TokenSnifferPage() {
  const { tokenAddress } = useParams();
  return (
    <section className="page tool-page">
      <PageIntro
        title="Token Sniffer"
        subject={tokenAddress === undefined ? undefined : { label: "Token", value: tokenAddress }}
        description="A safety check for any token, computed from the chain: a buy, a transfer and a sell simulated from a fresh address at three sizes, the owner's powers read from the contract, holder concentration, the creator's record and the liquidity."
      >
        <AddressForm key={tokenAddress} label="Token address" initial={tokenAddress} submitLabel="Sniff" pathFor={(address) => `/token-sniffer/${address}`} />
      </PageIntro>
      {tokenAddress === undefined ? <SnifferIntro /> : <SnifferAnswer key={tokenAddress} token={tokenAddress} />}
    </section>
  );
}

function SnifferAnswer({ token }: { token: string }) {
  const { data, isValidating, analyseAgain } = useSnifferReport(token);
  if (data === undefined) return <ToolSkeleton sections={["verdict", "findings", "trades"]} what="Reading the token from the chain" />;
  if (!data.ok) {
    const message = data.status === 400 ? (data.message ?? "Invalid token address format") : "The token could not be analysed. Please try again.";
    return (
      <p className="tool-error" role="alert">
        {message}
      </p>
    );
  }
  return <SnifferReportView report={data.data} analysing={isValidating} onAnalyseAgain={analyseAgain} />;
}

/** Before an address is entered: what the sniffer checks, so the empty page explains itself. */
function SnifferIntro() {
  return (
    <section className="tool-empty" aria-labelledby="sniffer-intro">
      <h2 id="sniffer-intro">Paste a token address to analyse it</h2>
      <ul>
        <li>Trades are simulated on the chain with eth_call from a fresh address: nothing is sent and nothing is spent.</li>
        <li>Launchpad tokens trade on their bonding curve; bonded and other tokens on their HyperSwap pair or pool.</li>
        <li>Every check says what it found, or that it could not be analysed: a check that was not analysed is never counted as safe.</li>
      </ul>
    </section>
  );
}
