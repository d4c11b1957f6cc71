import { useGasReport } from "../../api/gas";
import PageIntro from "../../components/page-intro/PageIntro";
import ToolSkeleton from "../../components/tool-skeleton/ToolSkeleton";
import ActionCosts from "./ActionCosts";
import BlocksChart from "./BlocksChart";
import GasLanes from "./GasLanes";

export default function GasTrackerPage() {
  return (
    <section className="page tool-page">
      <PageIntro
        title="Gas Tracker"
        description="HyperEVM's gas from the chain, block by block: the next base fee and the tips paid in each lane (fast blocks every second up to 2M gas, big blocks every minute up to 30M), how full blocks are, and what common actions cost."
      />
      <GasAnswer />
    </section>
  );
}

function GasAnswer() {
  const { data } = useGasReport();
  if (data === undefined) return <ToolSkeleton sections={["lanes", "chart", "actions"]} what="Reading the latest blocks" />;
  if (!data.ok) {
    return (
      <p className="tool-error" role="alert">
        The chain could not be read. The page tries again every second.
      </p>
    );
  }
  const report = data.data;
  return (
    <div className="tool-sections">
      <GasLanes report={report} />
      <BlocksChart blocks={report.recentBlocks} />
      <ActionCosts report={report} />
    </div>
  );
}
