import { useNavigate, useSearchParams } from "react-router-dom";
import { usePulse } from "../../api/launchpad-lists";
import { TERMINAL_PATH } from "../../app/terminal-path";
import PairView from "../../components/pair/PairView";
import Spinner from "../../components/spinner/Spinner";
import TokenSearch from "../../components/token-search/TokenSearch";
import PulseColumns from "./PulseColumns";

const terminalPath = (pairAddress: string) => `${TERMINAL_PATH}/trade?pair=${pairAddress}`;

/** The pair named by ?pair=, else the launchpad's newest token (its curve is its pair). */
function useTerminalPair(): { pairAddress: string | null; loading: boolean } {
  const [searchParams] = useSearchParams();
  const named = searchParams.get("pair");
  const pulse = usePulse();
  if (named !== null) return { pairAddress: named, loading: false };
  if (pulse.data === undefined) return { pairAddress: null, loading: true };
  return { pairAddress: pulse.data.ok ? (pulse.data.data.tokens[0]?.address ?? null) : null, loading: false };
}

/** The cockpit: live columns of launches beside the chosen pair's chart, trades and trade panel; a row opens its pair in place. */
export default function TerminalPage() {
  const { pairAddress, loading } = useTerminalPair();
  const navigate = useNavigate();
  return (
    <section className="terminal">
      <div className="terminal-bar">
        <h1>Trading Terminal</h1>
        <TokenSearch pathFor={terminalPath} />
      </div>
      <div className="terminal-body">
        <PulseColumns selectedPair={pairAddress} onSelect={(pair) => navigate(terminalPath(pair))} />
        {pairAddress !== null ? (
          <PairView key={pairAddress} pairAddress={pairAddress} titleLevel={2} />
        ) : (
          <section className="viewport-stage pair-missing" aria-label="Terminal area">
            {loading ? <Spinner label="Loading pairs" /> : <p role="status">No pairs yet: search a token to trade.</p>}
          </section>
        )}
      </div>
    </section>
  );
}
