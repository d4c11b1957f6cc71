import {
  type Address,
  bytesToHex,
  concat,
  decodeAbiParameters,
  encodeAbiParameters,
  formatEther,
  type PublicClient,
  parseAbiParameters,
  parseEther,
} from "viem";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import { type TradeStep, type TradeTrial, wentThrough } from "../../../shared/schemas/sniffer";
import type { SnifferMarket } from "./market";
import { revertReason } from "./revert-reason";
import { TRADE_SIMULATOR_CODE } from "./trade-simulator-code";

/**
 * Trade sizes as shares of the market's HYPE depth (a curve's virtual reserve included): small, medium and large, so a trap aimed only at large
 * trades (a max-transaction limit, a tax that grows with size) shows.
 */
export const TRIAL_LIQUIDITY_SHARES = [0.001, 0.01, 0.05] as const;

const VENUE_CODES = { curve: 0, "hyperswap-v2": 1, "hyperswap-v3": 2 } as const;
const CALL_GAS = 30_000_000n;
const SHARE_SCALE = 1_000_000n;
const STEP = "(bool ok, bytes revertData, uint256 sent, uint256 received, uint256 value, uint256 gasUsed)";
const RESULT = parseAbiParameters(`${STEP}, ${STEP}, ${STEP}`);
const ARGUMENTS = parseAbiParameters("(uint8 venue, address router, address pool, address whype, uint24 fee) market, address token, uint256 hypeIn");

type RawStep = { ok: boolean; revertData: `0x${string}`; sent: bigint; received: bigint; value: bigint; gasUsed: bigint };

/** Halvings of the gap between a size that went through and one that reverted, at most: enough for two digits. */
const MAX_BISECTIONS = 10;

/**
 * Buys, transfers and sells `token` at each size in one eth_call apiece (contracts/TradeSimulator.sol), from a
 * fresh random caller whose balance a state override provides: nothing is sent and every trial starts from
 * the chain as it is at `blockNumber`. Where a size reverts after a smaller one went through (a max-transaction
 * limit), the largest size that still goes through is searched for between them and listed with the others.
 */
export async function simulateTrades(client: PublicClient, market: SnifferMarket, token: Address, blockNumber: bigint) {
  const caller = bytesToHex(crypto.getRandomValues(new Uint8Array(20))) as Address;
  // A size's share of the liquidity: the ladder's as named, a searched size's as measured.
  const trial = (hypeIn: bigint, liquidityPercent = Number((hypeIn * SHARE_SCALE * 100n) / market.depthHype) / Number(SHARE_SCALE)) =>
    simulateTrial(client, { market, token, blockNumber, caller }, hypeIn, liquidityPercent);
  const ladder = await Promise.all(
    TRIAL_LIQUIDITY_SHARES.map((share) => trial(twoDigits((market.depthHype * BigInt(Math.round(share * Number(SHARE_SCALE)))) / SHARE_SCALE), share * 100)),
  );
  const limit = await largestThrough(ladder, trial);
  const trials = limit === null ? ladder : [...ladder, limit].sort((a, b) => Number(parseEther(a.hypeIn) - parseEther(b.hypeIn)));
  return { caller, trials };
}

/** The largest two-digit size between the first size that reverts after one that went through and that one, by bisection; null without such a pair. */
async function largestThrough(ladder: TradeTrial[], trial: (hypeIn: bigint) => Promise<TradeTrial>): Promise<TradeTrial | null> {
  const failed = ladder.findIndex((candidate, index) => index > 0 && !wentThrough(candidate) && wentThrough(ladder[index - 1]!));
  if (failed === -1) return null;
  let through: TradeTrial | null = null;
  let [low, high] = [parseEther(ladder[failed - 1]!.hypeIn), parseEther(ladder[failed]!.hypeIn)];
  for (let step = 0; step < MAX_BISECTIONS; step++) {
    const middle = twoDigits((low + high) / 2n);
    if (middle <= low || middle >= high) break;
    const result = await trial(middle);
    if (wentThrough(result)) [through, low] = [result, middle];
    else high = middle;
  }
  return through;
}

type TrialSetting = { market: SnifferMarket; token: Address; blockNumber: bigint; caller: Address };

async function simulateTrial(
  client: PublicClient,
  { market, token, blockNumber, caller }: TrialSetting,
  hypeIn: bigint,
  liquidityPercent: number,
): Promise<TradeTrial> {
  const marketArgument = { venue: VENUE_CODES[market.venue], router: market.router, pool: market.pool, whype: WHYPE_ADDRESS, fee: market.fee ?? 0 };
  const { data } = await client.call({
    account: caller,
    data: concat([TRADE_SIMULATOR_CODE, encodeAbiParameters(ARGUMENTS, [marketArgument, token, hypeIn])]),
    value: hypeIn,
    gas: CALL_GAS,
    blockNumber,
    stateOverride: [{ address: caller, balance: hypeIn + 10n ** 18n }],
  });
  if (data === undefined) throw new Error("the trade simulation returned nothing");
  const [buy, transfer, sell] = decodeAbiParameters(RESULT, data) as [RawStep, RawStep, RawStep];
  return {
    hypeIn: formatEther(hypeIn),
    liquidityPercent,
    buy: tradeStep(buy, true),
    transfer: buy.ok ? tradeStep(transfer, false) : null,
    sell: buy.ok && transfer.ok ? tradeStep(sell, true) : null,
  };
}

/** A size rounded down to two significant digits, so reports name round amounts (2.9 HYPE, not 2.9009…). */
function twoDigits(wei: bigint): bigint {
  const digits = wei.toString().length;
  if (digits <= 2) return wei;
  const unit = 10n ** BigInt(digits - 2);
  return (wei / unit) * unit;
}

function tradeStep(step: RawStep, paysHype: boolean): TradeStep {
  return {
    ok: step.ok,
    revertReason: step.ok ? null : revertReason(step.revertData),
    taxPercent: step.ok && step.sent > 0n ? Number(((step.sent - step.received) * 1_000_000n) / step.sent) / 10_000 : null,
    gasUsed: Number(step.gasUsed),
    hype: step.ok && paysHype ? formatEther(step.value) : null,
  };
}
