import { type FormEvent, useId, useState } from "react";
import {
  WHITELIST_TREE_MAX_BYTES,
  WHITELIST_TREE_TOO_LARGE,
  type WhitelistCampaignList,
  type WhitelistCheckRequest,
  whitelistCheckRequestSchema,
} from "../../../shared/schemas/whitelist";
import { useWalletSession } from "../../app/wallet-session";

type Campaign = WhitelistCampaignList["campaigns"][number];
type Source = "published" | "paste" | "upload" | "url";

const OTHER = "other";
const SOURCES: { id: Source; label: string }[] = [
  { id: "published", label: "Published tree" },
  { id: "paste", label: "Paste" },
  { id: "upload", label: "Upload" },
  { id: "url", label: "URL" },
];

type Props = { campaigns: Campaign[]; checking: boolean; onCheck: (request: WhitelistCheckRequest) => void };

/** The check's inputs: a known campaign or a contract, the address (the signed-in wallet at one click), and the tree. */
export default function WhitelistForm({ campaigns, checking, onCheck }: Props) {
  const { signedIn } = useWalletSession();
  const [campaign, setCampaign] = useState(campaigns[0]?.contract ?? OTHER);
  const [contract, setContract] = useState("");
  const [address, setAddress] = useState("");
  const [source, setSource] = useState<Source>(campaigns.length > 0 ? "published" : "paste");
  const [pasted, setPasted] = useState("");
  const [uploaded, setUploaded] = useState<{ name: string; text: string } | null>(null);
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const known = campaign !== OTHER;
  const sources = SOURCES.filter((option) => option.id !== "published" || known);
  const activeSource = !known && source === "published" ? "paste" : source;

  const upload = async (file: File | undefined) => {
    if (file === undefined) return setUploaded(null);
    if (file.size > WHITELIST_TREE_MAX_BYTES) {
      setUploaded(null);
      return setError(WHITELIST_TREE_TOO_LARGE);
    }
    setError(null);
    setUploaded({ name: file.name, text: await file.text() });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tree = activeSource === "paste" ? pasted : activeSource === "upload" ? uploaded?.text : undefined;
    if (activeSource === "upload" && tree === undefined) return setError("Choose the tree or list file to upload");
    const request = {
      contract: (known ? campaign : contract).trim(),
      address: address.trim(),
      ...(tree === undefined ? {} : { tree }),
      ...(activeSource === "url" ? { treeUrl: url.trim() } : {}),
    };
    const parsed = whitelistCheckRequestSchema.safeParse(request);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the form");
    setError(null);
    onCheck(parsed.data);
  };

  return (
    <form className="whitelist-form" onSubmit={submit} noValidate>
      <div className="whitelist-field">
        <label htmlFor={`${id}-campaign`}>Campaign</label>
        <select id={`${id}-campaign`} value={campaign} onChange={(event) => setCampaign(event.target.value)}>
          {campaigns.map((option) => (
            <option key={option.contract} value={option.contract}>
              {option.name} ({option.entries} listed)
            </option>
          ))}
          <option value={OTHER}>Another contract…</option>
        </select>
      </div>
      {!known && (
        <div className="whitelist-field">
          <label htmlFor={`${id}-contract`}>Claim or mint contract</label>
          <input
            id={`${id}-contract`}
            className="mono"
            value={contract}
            onChange={(event) => setContract(event.target.value)}
            placeholder="0x…"
            spellCheck={false}
            autoComplete="off"
          />
        </div>
      )}
      <div className="whitelist-field">
        <label htmlFor={`${id}-address`}>Wallet address</label>
        <div className="address-form-row">
          <input
            id={`${id}-address`}
            className="mono"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            placeholder="0x…"
            spellCheck={false}
            autoComplete="off"
          />
          {signedIn !== undefined && (
            <button type="button" className="button button-outline" onClick={() => setAddress(signedIn.wallet.address)}>
              My wallet
            </button>
          )}
        </div>
      </div>
      <fieldset className="whitelist-field">
        <legend>Tree or list</legend>
        <div className="segmented">
          {sources.map((option) => (
            <button key={option.id} type="button" aria-pressed={activeSource === option.id} onClick={() => setSource(option.id)}>
              {option.label}
            </button>
          ))}
        </div>
        {activeSource === "published" && <p className="tool-note">The campaign's own published tree, as the app serves it.</p>}
        {activeSource === "paste" && (
          <textarea
            aria-label="Tree or list"
            className="mono"
            rows={6}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            placeholder="An OpenZeppelin StandardMerkleTree dump, a Uniswap claims file, or addresses one a line"
            spellCheck={false}
          />
        )}
        {activeSource === "upload" && (
          <input
            type="file"
            aria-label="Tree or list file"
            accept=".json,.txt,.csv,application/json,text/plain"
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        )}
        {activeSource === "url" && (
          <input
            aria-label="Tree URL"
            className="mono"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://…/tree.json"
            spellCheck={false}
            autoComplete="off"
          />
        )}
      </fieldset>
      {error !== null && (
        <p className="address-form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary whitelist-submit" disabled={checking}>
        {checking ? "Checking…" : "Check"}
      </button>
    </form>
  );
}
