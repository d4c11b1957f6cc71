import { useCallback, useEffect } from "react";
import type { SwapActivity } from "../../../shared/schemas/activity";
import { useTradeState } from "../../api/trade-state";
import { usePosition } from "../../api/trading";
import { useWalletDetail } from "../../api/wallet-detail";
import type { SignedIn } from "../../api/wallet-sign-in";

/**
 * What the wallet holds for this trade: the token and HYPE from the chain (the indexed position and wallet
 * balance until the chain answers), the position box's answer, and one refresh of all three.
 */
export function useTradeBalances(signedIn: SignedIn, tokenAddress: string, latestTrade: SwapActivity | undefined) {
  const wallet = useWalletDetail(signedIn);
  const position = usePosition(tokenAddress, signedIn.wallet.address);
  const priceMark = latestTrade?.id ?? "";
  const state = useTradeState(signedIn, tokenAddress, priceMark);
  // The wallet's own trade, as the feed brings it, moves the position: read it again at once.
  const ownTrade = latestTrade?.traderAddress.toLowerCase() === signedIn.wallet.address.toLowerCase() ? latestTrade.id : null;
  const { mutate: refreshPosition } = position;
  useEffect(() => {
    if (ownTrade !== null) void refreshPosition();
  }, [ownTrade, refreshPosition]);
  const { mutate: refreshWallet } = wallet;
  const { mutate: refreshState } = state;
  const refresh = useCallback(() => Promise.all([refreshWallet(), refreshPosition(), refreshState()]), [refreshWallet, refreshPosition, refreshState]);

  const chain = state.data?.ok ? state.data.data : undefined;
  const indexedHeld = position.data?.ok && position.data.data.position ? Number(position.data.data.position.balance) : 0;
  const held = chain ? Number(chain.tokenBalance) : indexedHeld;
  const hype = chain ? Number(chain.hypeBalance) : wallet.data ? Number(wallet.data.balanceReadable) : null;
  return { chain, held, hype, position: position.data, priceMark, refresh };
}
