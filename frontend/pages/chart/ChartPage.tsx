import { useParams } from "react-router-dom";
import PairView from "../../components/pair/PairView";

/** /chart/{pair}; /chart alone is the discovery home. */
export default function ChartPage() {
  const { address } = useParams();
  return <PairView key={address} pairAddress={address!} />;
}
