// GET, POST and DELETE /api/v1/token-reactions: a token's reaction counts and this browser's own toggles.
import useSWR from "swr";
import {
  type Reaction,
  type ReactionCounts,
  type ReactionFlags,
  type ReactionRequest,
  reactionCountsSchema,
  reactionFlagsSchema,
  reactionSessionResponseSchema,
} from "../../shared/schemas/reactions";
import { apiData, apiGet, apiPost } from "./api-client";

const BASE = "/api/v1/token-reactions";
const SESSION_STORAGE_KEY = "lqscan.reactionSession";
const NO_FLAGS: ReactionFlags = { rocket: false, fire: false, poop: false, flag: false };

export type TokenReactions = { counts: ReactionCounts; flags: ReactionFlags };

/** This browser's session, once it has reacted: issued (and signed) by the server, kept in localStorage so toggles survive reloads. */
const storedSession = () => localStorage.getItem(SESSION_STORAGE_KEY) || null;

async function reactionSession(): Promise<string> {
  const stored = storedSession();
  if (stored !== null) return stored;
  const issued = await apiPost(`${BASE}/session`, {}, reactionSessionResponseSchema);
  if (!issued.ok) throw new Error(issued.message ?? issued.error);
  localStorage.setItem(SESSION_STORAGE_KEY, issued.data.sessionId);
  return issued.data.sessionId;
}

/** A session the server no longer accepts (its secret changed) is dropped: the next toggle gets a new one. */
function dropRefusedSession(status: number) {
  if (status === 401) localStorage.removeItem(SESSION_STORAGE_KEY);
}

async function sessionFlags(tokenId: string): Promise<ReactionFlags> {
  const sessionId = storedSession();
  if (sessionId === null) return NO_FLAGS;
  const result = await apiGet(`${BASE}/session/${sessionId}/${tokenId}`, reactionFlagsSchema);
  if (result.ok) return result.data;
  dropRefusedSession(result.status);
  if (result.status === 401) return NO_FLAGS;
  throw new Error(result.message ?? result.error);
}

async function readReactions(tokenId: string): Promise<TokenReactions> {
  const [counts, flags] = await Promise.all([apiData(`${BASE}/${tokenId}`, reactionCountsSchema), sessionFlags(tokenId)]);
  return { counts, flags };
}

async function toggle(tokenId: string, reaction: Reaction, on: boolean): Promise<ReactionCounts> {
  const body: ReactionRequest = { sessionId: await reactionSession() };
  const response = await fetch(`${BASE}/${tokenId}/${reaction}`, {
    method: on ? "POST" : "DELETE",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  dropRefusedSession(response.status);
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
