import type { GasLane, GasReport } from "../../../shared/schemas/gas";
import { BIG_BLOCK_GAS_LIMIT, FAST_BLOCK_GAS_LIMIT, MAX_FEE_HORIZON_BLOCKS } from "../../../shared/schemas/gas";
import { formatGas, formatGasPrice } from "../../format/gas-price";

const LANE_TITLES = { fast: "Fast blocks", big: "Big blocks", single: "Blocks" } as const;

/** Each lane's next base fee, the node's suggestion, tips paid and fullness; a lane the node lacks says so. */
export default function GasLanes({ report }: { report: GasReport }) {
  return (
    <div className="tool-grid gas-lanes">
      {report.lanes.map((lane) => (
        <LaneCard key={lane.kind} lane={lane} block={report.block.number} />
      ))}
      {!report.dualBlocks && (
        <section className="tool-card" aria-labelledby="gas-lane-big">
          <h2 id="gas-lane-big">Big blocks</h2>
          <p className="muted">
            This node has one lane: it does not answer eth_bigBlockGasPrice, so there is no big-block price to show. On HyperEVM, fast blocks come every second
            with {formatGas(FAST_BLOCK_GAS_LIMIT)} gas and big blocks every minute with {formatGas(BIG_BLOCK_GAS_LIMIT)}.
          </p>
        </section>
      )}
    </div>
  );
}

function LaneCard({ lane, block }: { lane: GasLane; block: number }) {
  const id = `gas-lane-${lane.kind}`;
  const pace = lane.blockSeconds === null ? "one block seen" : `a block every ${lane.blockSeconds.toFixed(lane.blockSeconds >= 10 ? 0 : 1)} s`;
  return (
    <section className="tool-card gas-lane" aria-labelledby={id}>
      <h2 id={id}>{LANE_TITLES[lane.kind]}</h2>
      <p className="muted">
        {pace} · gas limit {formatGas(lane.gasLimit)} · after block {block}
      </p>
      <div className="gas-headline">
        <output className="gas-headline-value" aria-label={`${LANE_TITLES[lane.kind]} next base fee`}>
          {formatGasPrice(lane.nextBaseFee)}
        </output>
        <span className="muted">next base fee</span>
      </div>
      <dl className="tool-facts">
        <dt>Node suggests</dt>
        <dd>{lane.suggestedGasPrice === null ? "—" : formatGasPrice(lane.suggestedGasPrice)}</dd>
        <dt>Tips paid</dt>
        <dd>
          {formatGasPrice(lane.priorityFee.p10)} · {formatGasPrice(lane.priorityFee.p50)} · {formatGasPrice(lane.priorityFee.p90)}
          <span className="muted cell-note">10th · median · 90th percentile</span>
        </dd>
        <dt>Max fee to set</dt>
        <dd>
          {formatGasPrice(lane.maxFeePerGas)}
          <span className="muted cell-note">stays valid through {MAX_FEE_HORIZON_BLOCKS} full blocks in a row</span>
        </dd>
        <dt>Fullness</dt>
        <dd>
          {lane.fullnessPercent.toFixed(1)}% of the gas limit over {lane.blocks} blocks
          <span className="progress-bar" role="img" aria-label={`Blocks ${lane.fullnessPercent.toFixed(1)}% full`}>
            <span style={{ width: `${Math.min(100, lane.fullnessPercent)}%` }} />
          </span>
        </dd>
      </dl>
    </section>
  );
}
