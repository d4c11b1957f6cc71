import { useEffect, useState } from "react";
import { COPIED_MS } from "../../components/copy-address/CopyAddress";

/** Copies the proof as the JSON array a claim call takes, saying so beside the button. */
export default function CopyProof({ proof }: { proof: string[] }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () =>
    navigator.clipboard.writeText(JSON.stringify(proof)).then(
      () => setState("copied"),
      () => setState("failed"),
    );
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
