import { type Address, bytesToHex, concat, decodeAbiParameters, encodeAbiParameters, formatEther, type PublicClient, parseAbiParameters } from "viem";
import { WHYPE_ADDRESS } from "../../../shared/addresses";
import type { TradeStep, TradeTrial } from "../../../shared/schemas/sniffer";
import type { SnifferMarket } from "./market";
import { revertReason } from "./revert-reason";
import { TRADE_SIMULATOR_CODE } from "./trade-simulator-code";

/**
 * Trade sizes as shares of the market's HYPE liquidity: small, medium and large, so a trap aimed only at large
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

/**
 * Buys, transfers and sells `token` at each size in one eth_call apiece (contracts/TradeSimulator.sol), from a
 * fresh random caller whose balance a state override provides: nothing is sent and every trial starts from
 * the chain as it is at `blockNumber`.
 */
export async function simulateTrades(client: PublicClient, market: SnifferMarket, token: Address, blockNumber: bigint) {
  const caller = bytesToHex(crypto.getRandomValues(new Uint8Array(20))) as Address;
  const trials = await Promise.all(
    TRIAL_LIQUIDITY_SHARES.map(async (share): Promise<TradeTrial> => {
      const hypeIn = twoDigits((market.liquidityHype * BigInt(Math.round(share * Number(SHARE_SCALE)))) / SHARE_SCALE);
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
        liquidityPercent: share * 100,
        buy: tradeStep(buy, true),
        transfer: buy.ok ? tradeStep(transfer, false) : null,
        sell: buy.ok && transfer.ok ? tradeStep(sell, true) : null,
      };
    }),
  );
  return { caller, trials };
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
