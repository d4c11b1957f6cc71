import useSWR from "swr";
import { reactionCountsSchema, reactionFlagsSchema, type Reaction, type ReactionCounts, type ReactionFlags } from "../../../shared/schemas/reactions";
import { apiData } from "../../api/api-client";
import { reactionSessionId } from "./session-id";

const BASE = "/api/v1/token-reactions";

export type TokenReactions = { counts: ReactionCounts; flags: ReactionFlags };

async function readReactions(tokenId: string): Promise<TokenReactions> {
  const sessionId = reactionSessionId();
  const [counts, flags] = await Promise.all([
    apiData(`${BASE}/${tokenId}`, reactionCountsSchema),
    apiData(`${BASE}/session/${sessionId}/${tokenId}`, reactionFlagsSchema),
  ]);
  return { counts, flags };
}

async function toggle(tokenId: string, reaction: Reaction, on: boolean): Promise<ReactionCounts> {
  const response = await fetch(`${BASE}/${tokenId}/${reaction}`, {
    method: on ? "POST" : "DELETE",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ sessionId: reactionSessionId() }),
  });
  if (!response.ok) throw new Error(`Reaction not saved (${response.status})`);
  return reactionCountsSchema.parse(await response.json());
}

/** A token's reaction counts and this session's toggles; toggling answers the new counts. */
export function useReactions(tokenId: string) {
  const key = `reactions:${tokenId.toLowerCase()}`;
  const { data, error, mutate } = useSWR(key, () => readReactions(tokenId.toLowerCase()));
  const react = async (reaction: Reaction) => {
    if (data === undefined) return;
    const on = data.flags[reaction] !== true;
    const counts = await toggle(tokenId.toLowerCase(), reaction, on);
    await mutate({ counts, flags: { ...data.flags, [reaction]: on } }, { revalidate: false });
  };
  return { reactions: data, failed: error !== undefined, react };
}
