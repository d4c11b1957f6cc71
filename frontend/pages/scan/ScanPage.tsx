import { useParams } from "react-router-dom";
import { SCAN_QUERY, scanParamSchema } from "../../../shared/schemas/scan";
import { useScan } from "../../api/scan";
import AddressForm from "../../components/address-form/AddressForm";
import PageIntro from "../../components/page-intro/PageIntro";
import ToolSkeleton from "../../components/tool-skeleton/ToolSkeleton";
import ScanAnswer from "./ScanAnswer";

/** /scan and /scan/{query}: a box for any address or transaction hash, and what it is. */
export default function ScanPage() {
  const query = useParams().query;
  return (
    <section className="page tool-page">
      <PageIntro
        title="Scan"
        description="Any address or transaction: what it is (a token launch, a pair, a wallet, a contract, a transaction), where to look next, its trades and its tokens."
      />
      <AddressForm
        key={query}
        label="Address or transaction hash"
        initial={query}
        submitLabel="Scan"
        schema={scanParamSchema.shape.query}
        pathFor={(value) => `/scan/${value}`}
      />
      {query !== undefined &&
        (SCAN_QUERY.test(query) ? (
          <ScanResult query={query} />
        ) : (
          <p className="tool-error" role="alert">
            Invalid address or transaction hash format: an address is 0x and 40 hexadecimal characters, a transaction hash 0x and 64.
          </p>
        ))}
    </section>
  );
}

function ScanResult({ query }: { query: string }) {
  const { data } = useScan(query);
  if (data === undefined) return <ToolSkeleton sections={["stats", "swaps"]} what="Looking it up in the index and on the chain" />;
  if (!data.ok) {
    return (
      <p className="tool-error" role="alert">
        The scan could not be answered. Please try again.
      </p>
    );
  }
  return <ScanAnswer answer={data.data} />;
}
