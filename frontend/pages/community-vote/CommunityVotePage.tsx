import { useCallback, useEffect, useState } from "react";
import {
  CLICKER_ORGANIC_CLICKS,
  type ClickerBatchResponse,
  type ClickerLeader,
  type ClickerLiveMessage,
  type ClickerTally,
  type ClickerYou,
} from "../../../shared/schemas/clicker";
import { useClickerBoard, useClickerLive, useClickerStanding } from "../../api/clicker";
import { useWalletSession } from "../../app/wallet-session";
import PageIntro from "../../components/page-intro/PageIntro";
import ToolSkeleton from "../../components/tool-skeleton/ToolSkeleton";
import { shortAddress } from "../../format/addresses";
import ClickPad from "./ClickPad";
import { useClickBatcher } from "./click-batcher";
import LeadersTable from "./LeadersTable";
import { liveAllTime, liveLeaders } from "./live-board";
import PastWinners from "./PastWinners";
import type { PickedToken } from "./picked-token";
import RoundCountdown from "./RoundCountdown";
import TokenPicker from "./TokenPicker";

/** How often the board is read again while a newcomer lacks its market figures: just past the edge's 1 s freshness. */
const NEWCOMER_REREAD_MS = 1_500;

export default function CommunityVotePage() {
  const { data: board, error, mutate } = useClickerBoard();
  const { data: stored } = useClickerStanding();
  const { signedIn } = useWalletSession();
  const [token, setToken] = useState<PickedToken | null>(null);
  const [live, setLive] = useState<ClickerTally[] | null>(null);
  const [you, setYou] = useState<ClickerYou | null>(null);

  const onLive = useCallback(
    (message: ClickerLiveMessage) => {
      if (message.type === "board") setLive(message.today);
      else void mutate();
    },
    [mutate],
  );
  useClickerLive(onLive);
  const onCounted = useCallback((answer: ClickerBatchResponse) => setYou(answer.you), []);
  const batcher = useClickBatcher(signedIn?.accessToken ?? null, onCounted);

  const known = board === undefined ? [] : [...board.today, ...board.allTime];
  const today = live === null ? (board?.today ?? []) : liveLeaders(live, known);
  // A token the board has no market figures for yet: read the board again, and again while the edge's copy
  // (fresh for a second) does not have it yet.
  const newcomer = board !== undefined && today.some((leader) => !known.some((row) => row.tokenAddress === leader.tokenAddress));
  useEffect(() => {
    if (!newcomer) return;
    void mutate();
    const timer = setInterval(() => void mutate(), NEWCOMER_REREAD_MS);
    return () => clearInterval(timer);
  }, [newcomer, mutate]);
  const standing = you ?? stored ?? null;
  const pick = (leader: ClickerLeader) =>
    setToken({ address: leader.tokenAddress, symbol: leader.symbol ?? shortAddress(leader.tokenAddress), name: leader.name ?? "Unknown Token" });

  return (
    <section className="page tool-page">
      <PageIntro
        title="Token Clicker"
        description="The community vote: click for the tokens you back and watch the tally climb live. Signed-in wallets weigh more, wallets that trade weigh most, and one cluster of wallets counts as one voter."
      />
      <section className="tool-card clicker-play" aria-label="Play">
        <div className="clicker-round">
          <span>Round ends in {board === undefined ? "…" : <RoundCountdown endsAt={board.round.endsAt} />}</span>
          <span>
            Your clicks today: <strong>{standing?.clicks ?? 0}</strong>
            {standing?.rank != null && <> · rank #{standing.rank}</>}
          </span>
        </div>
        <TokenPicker onPick={setToken} />
        <ClickPad
          token={token}
          clicked={batcher.clicked}
          counted={batcher.counted}
          pending={batcher.pending}
          notice={batcher.notice}
          onClick={(picked) => batcher.click(picked.address)}
        />
        <p className="tool-note">
          Organic share: each voter's first {CLICKER_ORGANIC_CLICKS} clicks on a token today count as organic, at that voter's weight. Clicks beyond that still
          count as votes, but not as organic, so a script clicking all day shows up as a low share.
        </p>
      </section>
      {board === undefined && error === undefined && <ToolSkeleton sections={["today", "all time"]} what="Loading the board" />}
      {error !== undefined && board === undefined && (
        <p className="tool-error" role="alert">
          The board could not be loaded. The page tries again shortly.
        </p>
      )}
      {board !== undefined && (
        <div className="tool-sections">
          <LeadersTable title="Today's leaders" leaders={today} empty="No clicks yet today. Pick a token and be the first." onPlay={pick} />
          <LeadersTable
            title="All-time leaders"
            leaders={live === null ? board.allTime : liveAllTime(board.allTime, board.today, live)}
            empty="No votes yet."
            onPlay={pick}
          />
          <PastWinners winners={board.pastWinners} />
        </div>
      )}
    </section>
  );
}
