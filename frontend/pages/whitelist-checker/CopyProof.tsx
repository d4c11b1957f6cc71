import { useCopy } from "../../components/copy-address/use-copy";

/** Copies the proof as the JSON array a claim call takes, saying so beside the button. */
export default function CopyProof({ proof }: { proof: string[] }) {
  const { state, copy } = useCopy(JSON.stringify(proof));
  return (
    <span className="whitelist-copy">
      <button type="button" className="button button-outline" onClick={() => void copy()}>
        Copy proof
      </button>
      <span className="copy-status" role="status">
        {state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : ""}
      </span>
    </span>
  );
}
