import { usePegReport } from "../../api/peg";
import PageIntro from "../../components/page-intro/PageIntro";
import ToolSkeleton from "../../components/tool-skeleton/ToolSkeleton";
import PegCoinCard from "./PegCoinCard";

export default function StablePegPage() {
  return (
    <section className="page tool-page">
      <PageIntro
        title="Stable Health"
        description="How closely each stablecoin holds its peg, from execution quotes of $1k, $10k and $100k trades on each of its stable pools (never the reserve ratio), with the depth it takes to move the price 50 bps, its depegs over the last week and its supply."
      />
      <PegAnswer />
    </section>
  );
}

function PegAnswer() {
  const { data } = usePegReport();
  if (data === undefined) return <ToolSkeleton sections={["coin", "pools", "history"]} what="Quoting the stablecoins' pools" />;
  if (!data.ok) {
    return (
      <p className="tool-error" role="alert">
        The pools could not be read. The page tries again in a few seconds.
      </p>
    );
  }
  const { coins, block } = data.data;
  if (coins.length === 0) {
    return (
      <p className="tool-empty" role="status">
        This chain lists no stablecoins.
      </p>
    );
  }
  return (
    <div className="tool-sections">
      <p className="muted">
        At block {block.number}. Each coin is priced in the other coin of each pool: with two stablecoins a depeg shows on both, mirrored.
      </p>
      {coins.map((coin) => (
        <PegCoinCard key={coin.address} coin={coin} now={block.timestamp} />
      ))}
    </div>
  );
}
