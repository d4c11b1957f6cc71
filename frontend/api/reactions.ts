// GET, POST and DELETE /api/v1/token-reactions: a token's reaction counts and this browser's own toggles.
import useSWR from "swr";
import {
  type Reaction,
  type ReactionCounts,
  type ReactionFlags,
  type ReactionRequest,
  reactionCountsSchema,
  reactionFlagsSchema,
} from "../../shared/schemas/reactions";
import { apiData } from "./api-client";

const BASE = "/api/v1/token-reactions";
const SESSION_STORAGE_KEY = "lqscan.sessionId";

export type TokenReactions = { counts: ReactionCounts; flags: ReactionFlags };

/** This browser's reaction session: made once, then kept in localStorage so toggles survive reloads. */
function reactionSessionId(): string {
  const stored = localStorage.getItem(SESSION_STORAGE_KEY);
  if (stored !== null && stored !== "") return stored;
  const made = crypto.randomUUID();
  localStorage.setItem(SESSION_STORAGE_KEY, made);
  return made;
}

async function readReactions(tokenId: string): Promise<TokenReactions> {
  const sessionId = reactionSessionId();
  const [counts, flags] = await Promise.all([
    apiData(`${BASE}/${tokenId}`, reactionCountsSchema),
    apiData(`${BASE}/session/${sessionId}/${tokenId}`, reactionFlagsSchema),
  ]);
  return { counts, flags };
}

async function toggle(tokenId: string, reaction: Reaction, on: boolean): Promise<ReactionCounts> {
  const body: ReactionRequest = { sessionId: reactionSessionId() };
  const response = await fetch(`${BASE}/${tokenId}/${reaction}`, {
    method: on ? "POST" : "DELETE",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
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
