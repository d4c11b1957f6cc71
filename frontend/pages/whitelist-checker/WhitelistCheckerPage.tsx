import { useState } from "react";
import type { WhitelistCheck, WhitelistCheckRequest } from "../../../shared/schemas/whitelist";
import type { ApiResult } from "../../api/api-client";
import { checkWhitelist, useWhitelistCampaigns } from "../../api/whitelist";
import PageIntro from "../../components/page-intro/PageIntro";
import ToolSkeleton from "../../components/tool-skeleton/ToolSkeleton";
import WhitelistAnswer from "./WhitelistAnswer";
import WhitelistForm from "./WhitelistForm";

type Answer = { state: "idle" } | { state: "checking" } | { state: "done"; result: ApiResult<WhitelistCheck> };

export default function WhitelistCheckerPage() {
  const campaigns = useWhitelistCampaigns();
  const [answer, setAnswer] = useState<Answer>({ state: "idle" });
  const check = async (request: WhitelistCheckRequest) => {
    setAnswer({ state: "checking" });
    try {
      setAnswer({ state: "done", result: await checkWhitelist(request) });
    } catch {
      setAnswer({
        state: "done",
        result: { ok: false, status: 0, error: "Network error", message: "The check could not reach the server. Please try again." },
      });
    }
  };
  return (
    <section className="page tool-page">
      <PageIntro
        title="Whitelist Checker"
        description="Check whether a wallet is on an allowlist mint or airdrop, get its proof, see whether it already claimed, and confirm it with a simulated claim from that wallet. The checker finds which leaf encoding of the published tree rebuilds the contract's root."
      />
      {campaigns.data === undefined ? (
        <p className="tool-note" role="status">
          Loading the known campaigns…
        </p>
      ) : (
        <>
          {!campaigns.data.ok && (
            <p className="tool-error" role="alert">
              The known campaigns could not be loaded; you can still check any contract with its tree.
            </p>
          )}
          <WhitelistForm
            campaigns={campaigns.data.ok ? campaigns.data.data.campaigns : []}
            checking={answer.state === "checking"}
            onCheck={(request) => void check(request)}
          />
        </>
      )}
      <WhitelistResult answer={answer} />
    </section>
  );
}

function WhitelistResult({ answer }: { answer: Answer }) {
  if (answer.state === "idle") return <WhitelistIntro />;
  if (answer.state === "checking") return <ToolSkeleton sections={["verdict", "proof", "how"]} what="Checking the address against the contract" />;
  if (!answer.result.ok) {
    return (
      <p className="tool-error" role="alert">
        {answer.result.message ?? "The check failed. Please try again."}
      </p>
    );
  }
  return <WhitelistAnswer check={answer.result.data} />;
}

/** Before a check: what the checker does, so the empty page explains itself. */
function WhitelistIntro() {
  return (
    <section className="tool-empty" aria-labelledby="whitelist-intro">
      <h2 id="whitelist-intro">Pick a campaign or paste a contract, then an address</h2>
      <ul>
        <li>Reads: OpenZeppelin StandardMerkleTree dumps, Uniswap MerkleDistributor claims files and plain address lists.</li>
        <li>The claim is simulated with eth_call from the address: nothing is signed or sent.</li>
        <li>A proof that works in JavaScript can still revert on chain; the checker says which leaf encoding the contract's root was built with.</li>
      </ul>
    </section>
  );
}
