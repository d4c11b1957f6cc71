import type { GasBlock } from "../../../shared/schemas/gas";
import { formatGas, formatGasPrice } from "../../format/gas-price";

const WIDTH = 600;
const HEIGHT = 160;
/** Room at the top so the base-fee line never runs along the frame. */
const HEADROOM = 12;
/** A block with any transaction stays visible, however small its share of a 30M limit. */
const MIN_BAR = 4;

/** The recent blocks, newest on the right: a bar per block for how full it was, a line for its base fee. */
export default function BlocksChart({ blocks }: { blocks: GasBlock[] }) {
  const slot = WIDTH / Math.max(1, blocks.length);
  const fees = blocks.map((block) => Number(block.baseFee));
  const low = Math.min(...fees);
  const high = Math.max(...fees);
  const feeY = (fee: number) => (high === low ? HEIGHT / 2 : HEIGHT - ((fee - low) / (high - low)) * (HEIGHT - HEADROOM * 2) - HEADROOM);
  const line = blocks.map((block, index) => `${(index + 0.5) * slot},${feeY(Number(block.baseFee))}`).join(" ");
  const first = blocks[0];
  const last = blocks.at(-1);
  const full = blocks.filter((block) => block.gasUsed > 0).length;
  return (
    <section className="tool-card" aria-labelledby="gas-blocks">
      <h2 id="gas-blocks">Recent blocks</h2>
      <p className="muted">
        <span className="gas-key gas-key-bar" /> gas used of the limit <span className="gas-key gas-key-line" /> base fee, from {formatGasPrice(String(low))} to{" "}
        {formatGasPrice(String(high))}
      </p>
      <svg
        className="gas-chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Blocks ${first?.number} to ${last?.number}: ${full} of ${blocks.length} carried transactions; base fee from ${formatGasPrice(String(low))} to ${formatGasPrice(String(high))}`}
      >
        {blocks.map((block, index) => {
          const used = block.gasUsed / block.gasLimit;
          const height = Math.max(block.transactions > 0 ? MIN_BAR : 0, used * HEIGHT);
          return (
            <rect key={block.number} className={`gas-bar gas-bar-${block.lane}`} x={index * slot + 1} y={HEIGHT - height} width={slot - 2} height={height}>
              <title>
                Block {block.number}: {(used * 100).toFixed(1)}% full ({formatGas(block.gasUsed)} of {formatGas(block.gasLimit)} gas),{" "}
                {block.transactions === 1 ? "1 transaction" : `${block.transactions} transactions`}, base fee {formatGasPrice(block.baseFee)}
              </title>
            </rect>
          );
        })}
        <polyline className="gas-line" points={line} vectorEffect="non-scaling-stroke" />
      </svg>
      <div className="gas-chart-axis muted">
        <span>block {first?.number}</span>
        <span>block {last?.number}</span>
      </div>
    </section>
  );
}
