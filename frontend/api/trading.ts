// Trading from the embedded wallet: the live quote, buys and sells (/api/v1/liquidlaunch), and the wallet's
// position in the token from the indexer.
import useSWR from "swr";
import { positionResponseSchema } from "../../shared/schemas/token-holders";
import { type BuyRequest, type SellRequest, tradeAnswerSchema, tradeQuoteSchema, transactionStatusSchema } from "../../shared/schemas/trade";
import { activeReferrer } from "../app/referrer";
import { apiGet, apiPost } from "./api-client";
import { bearer } from "./auth";
import type { SignedIn } from "./wallet-sign-in";

const BASE = "/api/v1/liquidlaunch";
/** The quote is asked again this often, and whenever the pair trades (see useTradeQuote's `priceMark`). */
const QUOTE_REFRESH_MS = 3_000;
/** The position is read again this often, and at once when the wallet's own trade lands. */
const POSITION_REFRESH_MS = 5_000;
/** A trade answered as pending is looked up this often until it is mined or dropped. */
const SENT_TRADE_REFRESH_MS = 2_000;

export type TradeOrder = {
  side: "buy" | "sell";
  tokenAddress: string;
  amountIn: string;
  slippageTolerance: number;
  percentage?: number;
  priorityTipGwei?: number;
};

/**
 * A buy or sell from the signed-in user's wallet, naming the referrer a /ref link recorded; the answer comes once the
 * trade is mined, or (202) as pending with its hash.
 */
export function placeTrade(signedIn: SignedIn, order: TradeOrder) {
  const { side, ...fields } = order;
  const referrer = activeReferrer(signedIn.wallet.address);
  const body: BuyRequest | SellRequest = {
    ...fields,
    ...(referrer === undefined ? {} : { referrer }),
    userId: signedIn.user.id,
    walletUserId: signedIn.wallet.subOrganizationId,
    privateKeyId: signedIn.wallet.walletId,
  };
  return apiPost(`${BASE}/${side}`, body, tradeAnswerSchema, bearer(signedIn.accessToken));
}

/** Where a sent transaction is now, asked again while it is pending. */
export function useTransactionStatus(signedIn: SignedIn, hash: string) {
  return useSWR(`/api/v1/transactions/${hash}`, (url: string) => apiGet(url, transactionStatusSchema, { headers: bearer(signedIn.accessToken) }), {
    refreshInterval: (latest) => (latest?.ok && latest.data.status !== "pending" ? 0 : SENT_TRADE_REFRESH_MS),
  });
}

/**
 * What `amountIn` (HYPE to buy, tokens to sell) would receive now. `priceMark` changes when the pair trades
 * (its newest trade's id), which asks again at once, so the quote follows the price.
 */
export function useTradeQuote(
  signedIn: SignedIn,
  order: { side: "buy" | "sell"; tokenAddress: string; amountIn: string | null; slippageTolerance: number; priorityTipGwei: number | null },
  priceMark: string,
) {
  const { side, tokenAddress, amountIn, slippageTolerance, priorityTipGwei } = order;
  const query: Record<string, string> = { tokenAddress, side, amountIn: amountIn ?? "", slippageTolerance: String(slippageTolerance) };
  if (priorityTipGwei !== null) query.priorityTipGwei = String(priorityTipGwei);
  const path = amountIn === null ? null : `${BASE}/quote?${new URLSearchParams(query).toString()}`;
  return useSWR(
    path === null ? null : [path, priceMark],
    ([url]: [string, string]) => apiGet(url, tradeQuoteSchema, { headers: bearer(signedIn.accessToken) }),
    // The data policy dedupes for an hour, which would swallow every timed refresh.
    { refreshInterval: QUOTE_REFRESH_MS, dedupingInterval: QUOTE_REFRESH_MS / 2, keepPreviousData: true },
  );
}

/** The wallet's account in the token (holding, average cost, PnL), or null before its first trade. */
export function usePosition(tokenAddress: string, holderAddress: string | undefined) {
  const path = holderAddress === undefined ? null : `/api/v1/indexer/position/${tokenAddress}/${holderAddress}`;
  return useSWR(path, (url: string) => apiGet(url, positionResponseSchema), {
    refreshInterval: POSITION_REFRESH_MS,
    dedupingInterval: POSITION_REFRESH_MS / 2,
    keepPreviousData: true,
  });
}
